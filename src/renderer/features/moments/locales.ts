import type { PartialBundle } from '@renderer/i18n';

/** Strings of the real-time attendance panel (spec 1 §2 "Real-time attendance panel"); pt-BR is the source. */
export const momentsLocales: PartialBundle = {
  'pt-BR': {
    title: 'Painel de Atendimentos',
    waiting: 'Aguardando na fila',
    waitingCount_one: '{{count}} aguardando',
    waitingCount_other: '{{count}} aguardando',
    level: { green: 'Fila livre', yellow: 'Fila com espera', red: 'Fila cheia' },
    attending_one: '{{count}} em atendimento',
    attending_other: '{{count}} em atendimento',
    tickets: 'Atendimentos de {{name}}',
    waitingTickets: 'Atendimentos aguardando na fila',
    noWaiting: 'Ninguém aguardando',
    noAttendants: 'Nenhum atendente com atendimentos abertos',
    noQueue: 'Sem fila',
    noConnection: 'Sem conexão',
    unread_one: '{{count}} mensagem não lida',
    unread_other: '{{count}} mensagens não lidas',
    open: 'Abrir atendimento de {{name}}',
    loadFailed: 'Não foi possível carregar o painel',
  },
};
