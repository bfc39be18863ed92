import type { PartialBundle } from '@renderer/i18n';

/**
 * Strings of the super user's all-connections page and its per-company dialog (spec 3 "All
 * connections"); pt-BR is the source (the deployed page's headers). The delete question and the
 * statuses are the connections feature's.
 */
export const allConnectionsLocales: PartialBundle = {
  'pt-BR': {
    title: 'Gerenciar conexões',
    search: 'Pesquisar cliente',
    table: {
      label: 'Conexões por cliente',
      company: 'Cliente',
      connected: 'Conexões conectadas',
      disconnected: 'Conexões desconectadas',
      total: 'Total de Conexões',
      actions: 'Ações',
    },
    total: 'Total',
    open: 'Conexões de {{name}}',
    empty: 'Nenhum cliente',
    notFound: 'Nenhum cliente encontrado para "{{term}}"',
    dialog: {
      title: 'Conexões de {{name}}',
      table: 'Conexões de {{name}}',
      status: 'Status',
      name: 'Nome',
      number: 'Número',
      actions: 'Ações',
      empty: 'Este cliente não tem conexões',
    },
  },
};
