import type { PartialBundle } from '@renderer/i18n';

/** Strings of the keyboard shell: command palette, shortcuts help, the app's own commands. */
export const commandsLocales: PartialBundle = {
  'pt-BR': {
    palette: {
      title: 'Paleta de comandos',
      open: 'Paleta de comandos ({{keys}})',
      search: 'Buscar comando ou tela',
      placeholder: 'Digite para buscar...',
      results: 'Comandos',
      empty: 'Nenhum comando encontrado',
    },
    groups: { ticket: 'Atendimento atual', navigation: 'Ir para', app: 'Aplicativo' },
    help: {
      title: 'Atalhos de teclado',
      table: 'Atalhos de teclado',
      action: 'Ação',
      keys: 'Teclas',
      or: 'ou',
      palette: 'Abrir a paleta de comandos',
      help: 'Mostrar os atalhos de teclado',
      listMove: 'Mover pela lista de atendimentos',
      listOpen: 'Abrir o atendimento selecionado',
      close: 'Fechar a janela ou o menu aberto',
    },
    app: { shortcuts: 'Atalhos de teclado', toggleTheme: 'Alternar tema claro/escuro', refresh: 'Recarregar' },
    refresh: {
      button: 'Recarregar',
      title: 'Recarregar a tela?',
      body: 'Há texto digitado e não enviado. Ao recarregar, ele será perdido.',
      confirm: 'Recarregar',
      cancel: 'Cancelar',
    },
  },
};
