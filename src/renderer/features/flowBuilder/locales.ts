import type { PartialBundle } from '@renderer/i18n';

/** The flow builder page's strings (spec 2 §2 /AcessTypebot; Portuguese first). */
export const flowBuilderLocales: PartialBundle = {
  'pt-BR': {
    title: 'Typebot',
    loading: 'Carregando o construtor de fluxos…',
    readFailed: 'Não foi possível ler o endereço do construtor de fluxos.',
    openOutside: 'Abrir no navegador',
    change: 'Alterar endereço',
    shownFrom: 'Construtor de fluxos em {{address}}',
    frameTitle: 'Construtor de fluxos (Typebot)',
    address: {
      title: 'Conectar o construtor de fluxos',
      changeTitle: 'Alterar o endereço do construtor de fluxos',
      explain:
        'Informe o endereço do Typebot da sua empresa. Ele abre aqui, isolado do Balcão: o construtor não tem acesso aos seus atendimentos nem a este computador.',
      label: 'Endereço do construtor de fluxos',
      hint: 'Somente endereços https. Fica salvo neste computador.',
      required: 'Obrigatório',
      invalid: 'Informe um endereço https, sem usuário e senha, por exemplo https://typebot.suaempresa.com.br',
      failed: 'Não foi possível salvar o endereço.',
      save: 'Salvar',
      cancel: 'Cancelar',
    },
  },
};
