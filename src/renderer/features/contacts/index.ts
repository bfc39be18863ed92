export { contactsLocales } from './locales';
