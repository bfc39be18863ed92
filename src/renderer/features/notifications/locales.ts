import type { PartialBundle } from '@renderer/i18n';

/** Strings of the notifications feature (top-bar popover, volume, system notifications). */
export const notificationsLocales: PartialBundle = {
  'pt-BR': {
    title: 'Notificações',
    bell: 'Notificações (não lidas: {{unread}})',
    list: 'Atendimentos com mensagens não lidas',
    empty: 'Nenhuma notificação',
    loading: 'Carregando...',
    loadError: 'Não foi possível carregar as notificações.',
    retry: 'Tentar novamente',
    unread: '{{unread}} não lidas',
    permission: {
      ask: 'Ativar notificações na área de trabalho',
      denied: 'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site.',
    },
    notification: { title: 'Mensagem de {{name}}' },
    summary: { title: '{{n}} novas mensagens', from: 'De {{names}}', fromMore: 'De {{names}} e mais {{more}}' },
    media: {
      image: 'Imagem',
      audio: 'Áudio',
      video: 'Vídeo',
      document: 'Documento',
      application: 'Documento',
      locationMessage: 'Localização',
      contactMessage: 'Contato',
      other: 'Mídia',
    },
    volume: { button: 'Volume', label: 'Volume das notificações', value: '{{percent}}%' },
    doNotDisturb: { label: 'Não perturbe', on: 'Não perturbe ligado: nenhuma notificação nem som', off: 'Não perturbe desligado' },
  },
};
