import type { PartialBundle } from '@renderer/i18n';

/** The help entries' strings (spec 2 "Settings page" helps tab; spec 2 §3 "Help entry"). */
export const helpsLocales: PartialBundle = {
  'pt-BR': {
    page: {
      title: 'Ajuda',
      list: 'Vídeos de ajuda',
      loading: 'Carregando ajudas',
      empty: 'Nenhuma ajuda disponível.',
      player: 'Vídeo: {{title}}',
      noVideo: 'Esta ajuda não tem vídeo.',
    },
    search: 'Pesquisar ajudas',
    add: 'Adicionar ajuda',
    saved: 'Ajuda salva com sucesso!',
    deleted: 'Ajuda excluída com sucesso!',
    edit: 'Editar {{title}}',
    delete: 'Excluir {{title}}',
    deleteTitle: 'Excluir "{{title}}"?',
    deleteConfirm: 'Excluir',
    deleteMessage: 'A ajuda deixa de aparecer para todas as empresas. Esta ação não pode ser revertida.',
    empty: 'Nenhuma ajuda cadastrada',
    emptyHint:
      'Adicione vídeos que ensinam a usar a plataforma: eles aparecem na página de ajuda de todas as empresas.',
    notFound: 'Nenhuma ajuda encontrada para "{{term}}"',
    table: { label: 'Ajudas', title: 'Título', description: 'Descrição', video: 'Vídeo', actions: 'Ações' },
    form: {
      addTitle: 'Adicionar ajuda',
      editTitle: 'Editar ajuda',
      title: 'Título',
      description: 'Descrição',
      video: 'Código do vídeo',
      videoHint: 'O código de um vídeo do YouTube, ou o seu link.',
      required: 'Obrigatório',
      tooLong: 'Muito longo!',
      invalidVideo: 'Informe o código ou o link de um vídeo do YouTube.',
    },
  },
};
