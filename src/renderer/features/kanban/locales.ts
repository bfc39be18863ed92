import type { PartialBundle } from '@renderer/i18n';

/** The kanban board's strings (spec 2 "Kanban board", §4, §8; Portuguese first, as the spec writes them). */
export const kanbanLocales: PartialBundle = {
  'pt-BR': {
    title: 'Kanban',
    board: 'Quadro kanban',
    defaultLane: 'Em aberto',
    addColumns: 'Adicionar colunas',
    loading: 'Carregando o quadro',
    filter: {
      label: 'Período dos tickets',
      from: 'Data inicial',
      to: 'Data final',
      search: 'Buscar',
      endBeforeStart: 'A data final é anterior à inicial.',
    },
    lane: { count: 'Tickets: {{count}}', empty: 'Nenhum ticket' },
    card: {
      number: 'Ticket nº {{id}}',
      handle: 'Mover o ticket nº {{id}} ({{name}})',
      draggable: 'arrastável',
      open: 'Ver Ticket',
      openLabel: 'Ver Ticket nº {{id}}',
      noUser: 'Sem atendente',
      noMessage: 'Sem mensagens',
      channel: { whatsapp: 'WhatsApp', whatsappapi: 'WhatsApp API', facebook: 'Facebook', instagram: 'Instagram' },
    },
    moved: { added: 'Ticket Tag Adicionado com Sucesso!', removed: 'Ticket Tag Removido!' },
    moveFailed: {
      title: 'O ticket nº {{id}} não foi movido',
      message: '{{reason}} Ele voltou para a coluna {{lane}}.',
    },
    announce: {
      instructions:
        'Para mover um ticket, pressione espaço ou Enter no botão de mover do cartão. Use as setas para a esquerda e para a direita para escolher a coluna, espaço ou Enter para soltar, e Escape para cancelar.',
      start: 'Ticket nº {{id}} pego na coluna {{lane}}.',
      over: 'Ticket nº {{id}} sobre a coluna {{lane}}.',
      outside: 'Ticket nº {{id}} fora das colunas.',
      end: 'Ticket nº {{id}} solto na coluna {{lane}}.',
      cancel: 'Movimento cancelado. O ticket nº {{id}} ficou na coluna {{lane}}.',
    },
  },
};
