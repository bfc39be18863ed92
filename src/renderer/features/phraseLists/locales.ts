import type { PartialBundle } from '@renderer/i18n';

/** The flow-phrase campaigns page's strings (spec 3 "Flow-phrase campaigns", §5, §8; Portuguese first). */
export const phraseListsLocales: PartialBundle = {
  'pt-BR': {
    title: 'Campanhas de frase',
    search: 'Pesquisar campanhas',
    add: 'Adicionar campanha',
    created: 'Frase criada com sucesso!',
    updated: 'Frase alterada com sucesso!',
    deleted: 'Frase deletada',
    active: 'Ativo',
    inactive: 'Desativado',
    edit: 'Editar {{name}}',
    delete: 'Excluir {{name}}',
    deleteTitle: 'Exclusão de Registro',
    deleteConfirm: 'Excluir',
    deleteMessage: 'Deseja realmente excluir esse registro?',
    empty: 'Nenhuma campanha de frase cadastrada',
    emptyHint:
      'Uma campanha inicia um fluxo quando o contato envia a frase de disparo. Os fluxos rodam no construtor de fluxos da empresa, não neste aplicativo.',
    notFound: 'Nenhuma campanha encontrada para "{{term}}"',
    table: { label: 'Campanhas de frase', name: 'Nome', status: 'Status', actions: 'Ações' },
    form: {
      addTitle: 'Adicionar campanha de frase',
      editTitle: 'Editar campanha de frase',
      loading: 'Carregando a campanha…',
      name: 'Nome',
      flow: 'Fluxo',
      noFlows: 'Nenhum fluxo encontrado',
      flowRequired: 'Escolha o fluxo',
      connection: 'Conexão',
      noConnections: 'Nenhuma conexão encontrada',
      connectionMissing: 'Nenhuma conexão escolhida.',
      phrase: 'Frase de disparo',
      phraseHint: 'A mensagem do contato que inicia o fluxo.',
      status: 'Ativo',
      externalNote: 'O fluxo roda no construtor de fluxos da empresa, não neste aplicativo.',
      required: 'Obrigatório',
      tooLong: 'Muito longo!',
    },
  },
};
