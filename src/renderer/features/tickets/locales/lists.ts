import type { LocaleBundle } from '@renderer/i18n';

/** Strings of the ticket lists, the panel and the placeholder (tabs, list, chat). */
export const listLocales: LocaleBundle = {
  'pt-BR': {
    tabs: { label: 'Listas de atendimentos', open: 'Atendendo', pending: 'Aguardando' },
    list: {
      open: 'Atendimentos em andamento',
      pending: 'Atendimentos aguardando',
      empty: 'Nenhum atendimento encontrado',
      emptyHint: 'Novos atendimentos aparecem aqui sozinhos.',
      loadError: 'Não foi possível carregar os atendimentos.',
      retry: 'Tentar novamente',
      loadingMore: 'Carregando mais atendimentos...',
      unread: '{{count}} mensagens não lidas',
      noQueue: 'Sem fila',
    },
    chat: { noTicketMessage: 'Selecione um ticket para começar a conversar.' },
  },
  en: {
    tabs: { label: 'Ticket lists', open: 'In progress', pending: 'Waiting' },
    list: {
      open: 'Tickets in progress',
      pending: 'Waiting tickets',
      empty: 'No tickets found',
      emptyHint: 'New tickets show up here by themselves.',
      loadError: 'Could not load the tickets.',
      retry: 'Try again',
      loadingMore: 'Loading more tickets...',
      unread: '{{count}} unread messages',
      noQueue: 'No queue',
    },
    chat: { noTicketMessage: 'Select a ticket to start chatting.' },
  },
  es: {
    tabs: { label: 'Listas de atenciones', open: 'Atendiendo', pending: 'Esperando' },
    list: {
      open: 'Atenciones en curso',
      pending: 'Atenciones en espera',
      empty: 'No se encontraron atenciones',
      emptyHint: 'Las nuevas atenciones aparecen aquí solas.',
      loadError: 'No se pudieron cargar las atenciones.',
      retry: 'Reintentar',
      loadingMore: 'Cargando más atenciones...',
      unread: '{{count}} mensajes no leídos',
      noQueue: 'Sin cola',
    },
    chat: { noTicketMessage: 'Seleccione un ticket para empezar a conversar.' },
  },
  tr: {
    tabs: { label: 'Talep listeleri', open: 'İşlemde', pending: 'Bekleyen' },
    list: {
      open: 'İşlemdeki talepler',
      pending: 'Bekleyen talepler',
      empty: 'Talep bulunamadı',
      emptyHint: 'Yeni talepler burada kendiliğinden görünür.',
      loadError: 'Talepler yüklenemedi.',
      retry: 'Tekrar dene',
      loadingMore: 'Daha fazla talep yükleniyor...',
      unread: '{{count}} okunmamış mesaj',
      noQueue: 'Kuyruk yok',
    },
    chat: { noTicketMessage: 'Sohbete başlamak için bir talep seçin.' },
  },
};
