export { NotificationsBell } from './NotificationsBell';
export { VolumeControl } from './VolumeControl';
export { useNotificationsRuntime } from './runtime';
export { DoNotDisturbSwitch } from './DoNotDisturbSwitch';
// For other notifiers (internal chat): whether do not disturb is on now.
export { isDoNotDisturb } from './doNotDisturb';
// For the desktop badge: the unread tickets the notification rule admits for this user.
export { useUnreadTickets } from './useUnreadTickets';
