import type { LocaleBundle } from '@renderer/i18n';

export const composerLocales: LocaleBundle = {
  'pt-BR': { placeholder: 'Digite uma mensagem', send: 'Enviar' },
  en: { placeholder: 'Type a message', send: 'Send' },
  es: { placeholder: 'Escriba un mensaje', send: 'Enviar' },
  tr: { placeholder: 'Bir mesaj yazın', send: 'Gönder' },
};
