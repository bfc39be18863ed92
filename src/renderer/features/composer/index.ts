export { Composer } from './Composer';
export { composerLocales } from './locales';
