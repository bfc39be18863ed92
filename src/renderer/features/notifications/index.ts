export { notificationsLocales } from './locales';
