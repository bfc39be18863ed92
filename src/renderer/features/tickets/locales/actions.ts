import type { LocaleBundle } from '@renderer/i18n';

/** Strings of the conversation header, ticket actions and their modals. */
export const actionLocales: LocaleBundle = {
  'pt-BR': {
    view: {
      loading: 'Carregando atendimento...',
      notFound: 'Atendimento não encontrado.',
      accept: 'Aceitar',
      acceptHint: 'Aceite este atendimento para responder.',
      accepted: 'Atendimento aceito.',
      attendant: 'Atendente: {{name}}',
      status: { open: 'Em atendimento', pending: 'Aguardando', closed: 'Resolvido', group: 'Grupo', lgpd: 'LGPD', nps: 'NPS' },
      readOnly: 'Somente o atendente responsável pode responder.',
    },
  },
  en: {
    view: {
      loading: 'Loading ticket...',
      notFound: 'Ticket not found.',
      accept: 'Accept',
      acceptHint: 'Accept this ticket to reply.',
      accepted: 'Ticket accepted.',
      attendant: 'Attendant: {{name}}',
      status: { open: 'In progress', pending: 'Waiting', closed: 'Resolved', group: 'Group', lgpd: 'LGPD', nps: 'NPS' },
      readOnly: 'Only the assigned attendant can reply.',
    },
  },
  es: {
    view: {
      loading: 'Cargando atención...',
      notFound: 'Atención no encontrada.',
      accept: 'Aceptar',
      acceptHint: 'Acepte esta atención para responder.',
      accepted: 'Atención aceptada.',
      attendant: 'Agente: {{name}}',
      status: { open: 'En atención', pending: 'Esperando', closed: 'Resuelto', group: 'Grupo', lgpd: 'LGPD', nps: 'NPS' },
      readOnly: 'Solo el agente responsable puede responder.',
    },
  },
  tr: {
    view: {
      loading: 'Talep yükleniyor...',
      notFound: 'Talep bulunamadı.',
      accept: 'Kabul et',
      acceptHint: 'Yanıtlamak için bu talebi kabul edin.',
      accepted: 'Talep kabul edildi.',
      attendant: 'Temsilci: {{name}}',
      status: { open: 'İşlemde', pending: 'Bekliyor', closed: 'Çözüldü', group: 'Grup', lgpd: 'LGPD', nps: 'NPS' },
      readOnly: 'Yalnızca atanmış temsilci yanıtlayabilir.',
    },
  },
};
