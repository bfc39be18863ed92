import type { LocaleBundle } from '@renderer/i18n';

/**
 * Strings of the super user's all-connections page and its per-company dialog (spec 3 "All
 * connections"); pt-BR is the source (the deployed page's headers). The delete question and the
 * statuses are the connections feature's.
 */
export const allConnectionsLocales: LocaleBundle = {
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
  en: {
    title: 'Manage connections',
    search: 'Search client',
    table: {
      label: 'Connections by client',
      company: 'Client',
      connected: 'Connected',
      disconnected: 'Disconnected',
      total: 'Total connections',
      actions: 'Actions',
    },
    total: 'Total',
    open: 'Connections of {{name}}',
    empty: 'No clients',
    notFound: 'No client found for "{{term}}"',
    dialog: {
      title: 'Connections of {{name}}',
      table: 'Connections of {{name}}',
      status: 'Status',
      name: 'Name',
      number: 'Number',
      actions: 'Actions',
      empty: 'This client has no connections',
    },
  },
  es: {
    title: 'Gestionar conexiones',
    search: 'Buscar cliente',
    table: {
      label: 'Conexiones por cliente',
      company: 'Cliente',
      connected: 'Conexiones conectadas',
      disconnected: 'Conexiones desconectadas',
      total: 'Total de conexiones',
      actions: 'Acciones',
    },
    total: 'Total',
    open: 'Conexiones de {{name}}',
    empty: 'Ningún cliente',
    notFound: 'Ningún cliente encontrado para "{{term}}"',
    dialog: {
      title: 'Conexiones de {{name}}',
      table: 'Conexiones de {{name}}',
      status: 'Estado',
      name: 'Nombre',
      number: 'Número',
      actions: 'Acciones',
      empty: 'Este cliente no tiene conexiones',
    },
  },
  tr: {
    title: 'Bağlantıları yönet',
    search: 'Müşteri ara',
    table: {
      label: 'Müşteriye göre bağlantılar',
      company: 'Müşteri',
      connected: 'Bağlı bağlantılar',
      disconnected: 'Bağlı olmayan bağlantılar',
      total: 'Toplam bağlantı',
      actions: 'İşlemler',
    },
    total: 'Toplam',
    open: '{{name}} bağlantıları',
    empty: 'Müşteri yok',
    notFound: '"{{term}}" için müşteri bulunamadı',
    dialog: {
      title: '{{name}} bağlantıları',
      table: '{{name}} bağlantıları',
      status: 'Durum',
      name: 'Ad',
      number: 'Numara',
      actions: 'İşlemler',
      empty: 'Bu müşterinin bağlantısı yok',
    },
  },
};
