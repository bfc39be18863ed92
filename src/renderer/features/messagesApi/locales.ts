import type { PartialBundle } from '@renderer/i18n';

/** The messages API page's strings (spec 3 "Messages API"; Portuguese first, as Whaticket's page writes them). */
export const messagesApiLocales: PartialBundle = {
  'pt-BR': {
    title: 'Documentação para envio de mensagens',
    instructions: {
      title: 'Instruções',
      methods: 'Métodos de Envio',
      notes: 'Observações importantes',
      token:
        'Antes de enviar mensagens, é necessário o token vinculado à conexão que enviará as mensagens. Para vê-lo, acesse o menu "Conexões", clique no botão editar da conexão e copie o token do devido campo.',
      number: 'O número para envio não deve ter máscara ou caracteres especiais e deve ser composto por:',
      country: 'Código do país',
      ddd: 'DDD',
      digits: 'Número',
      optional:
        'Opcionais: userId (o atendente do ticket), queueId (a fila), sendSignature (assina com o nome do atendente) e closeTicket (fecha o ticket após o envio).',
    },
    text: {
      title: 'Mensagens de Texto',
      intro: 'Seguem abaixo a lista de informações necessárias para envio das mensagens de texto:',
    },
    media: {
      title: 'Mensagens de Mídia',
      intro: 'Seguem abaixo a lista de informações necessárias para envio das mensagens de mídia:',
    },
    doc: {
      endpoint: 'Endpoint',
      method: 'Método',
      headers: 'Headers',
      body: 'Body',
      formData: 'FormData',
      curl: 'Exemplo com curl',
      copyUrl: 'Copiar o endpoint',
      copyCurl: 'Copiar o exemplo de {{method}}',
      copied: 'Copiado!',
      tokenPlaceholder: 'SEU_TOKEN',
      exampleText: 'Olá! Sua mensagem chegou.',
      exampleCaption: 'Segue o arquivo',
      exampleFile: '/caminho/arquivo.pdf',
      fileField: '(arquivo)',
    },
    test: {
      textTitle: 'Teste de Envio de Texto',
      mediaTitle: 'Teste de Envio de Mídia',
      token: 'Token cadastrado',
      tokenHint: 'O token da conexão que enviará a mensagem.',
      number: 'Número',
      numberHint: 'Código do país, DDD e número, ex.: 5511999999999',
      body: 'Mensagem',
      file: 'Arquivo',
      noFile: 'Nenhum arquivo escolhido',
      pickFile: 'Escolher arquivo',
      replaceFile: 'Trocar arquivo',
      send: 'Enviar',
      sent: 'Mensagem enviada com sucesso',
      reply: 'Resposta do servidor:',
      refused: 'O servidor recusou o envio',
      required: 'Obrigatório',
    },
  },
};
