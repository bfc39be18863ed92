export { notificationsLocales } from './locales';
export { NotificationsBell } from './NotificationsBell';
export { VolumeControl } from './VolumeControl';
export { useNotificationsRuntime } from './runtime';
export { DoNotDisturbSwitch } from './DoNotDisturbSwitch';
