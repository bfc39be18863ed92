import type { LocaleBundle } from '@renderer/i18n';

export const messagesLocales: LocaleBundle = {
  'pt-BR': {
    log: 'Mensagens',
    loading: 'Carregando mensagens...',
    loadingOlder: 'Carregando mensagens anteriores...',
    loadError: 'Não foi possível carregar as mensagens.',
    retry: 'Tentar novamente',
    empty: 'Diga olá para seu novo contato!',
    bubble: { mine: 'Mensagem enviada', theirs: 'Mensagem recebida', private: 'Mensagem Privada', deleted: 'Esta mensagem foi apagada' },
    ack: { sending: 'Enviando', pending: 'Pendente', sent: 'Enviada', delivered: 'Entregue', read: 'Lida', played: 'Reproduzida' },
  },
  en: {
    log: 'Messages',
    loading: 'Loading messages...',
    loadingOlder: 'Loading earlier messages...',
    loadError: 'Could not load the messages.',
    retry: 'Try again',
    empty: 'Say hello to your new contact!',
    bubble: { mine: 'Sent message', theirs: 'Received message', private: 'Private message', deleted: 'This message was deleted' },
    ack: { sending: 'Sending', pending: 'Pending', sent: 'Sent', delivered: 'Delivered', read: 'Read', played: 'Played' },
  },
  es: {
    log: 'Mensajes',
    loading: 'Cargando mensajes...',
    loadingOlder: 'Cargando mensajes anteriores...',
    loadError: 'No se pudieron cargar los mensajes.',
    retry: 'Reintentar',
    empty: '¡Salude a su nuevo contacto!',
    bubble: { mine: 'Mensaje enviado', theirs: 'Mensaje recibido', private: 'Mensaje privado', deleted: 'Este mensaje fue eliminado' },
    ack: { sending: 'Enviando', pending: 'Pendiente', sent: 'Enviado', delivered: 'Entregado', read: 'Leído', played: 'Reproducido' },
  },
  tr: {
    log: 'Mesajlar',
    loading: 'Mesajlar yükleniyor...',
    loadingOlder: 'Önceki mesajlar yükleniyor...',
    loadError: 'Mesajlar yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'Yeni kişinize merhaba deyin!',
    bubble: { mine: 'Gönderilen mesaj', theirs: 'Alınan mesaj', private: 'Özel mesaj', deleted: 'Bu mesaj silindi' },
    ack: { sending: 'Gönderiliyor', pending: 'Beklemede', sent: 'Gönderildi', delivered: 'İletildi', read: 'Okundu', played: 'Dinlendi' },
  },
};
