/** A user's picture: shown by the top bar's menu and the users table, changed in the profile and user dialogs. */
export { UserAvatar } from './UserAvatar';
export { UserPictureField } from './UserPictureField';
