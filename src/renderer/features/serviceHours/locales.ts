import type { PartialBundle } from '@renderer/i18n';

/** Strings of the weekly service-hours editor (spec 2 §3, §8); pt-BR is the source. */
export const serviceHoursLocales: PartialBundle = {
  'pt-BR': {
    label: 'Horários de atendimento',
    day: 'Dia da semana',
    fields: {
      startTimeA: 'Início (turno A)',
      endTimeA: 'Fim (turno A)',
      startTimeB: 'Início (turno B)',
      endTimeB: 'Fim (turno B)',
    },
    fieldOfDay: '{{field}}, {{day}}',
    days: {
      monday: 'Segunda-feira',
      tuesday: 'Terça-feira',
      wednesday: 'Quarta-feira',
      thursday: 'Quinta-feira',
      friday: 'Sexta-feira',
      saturday: 'Sábado',
      sunday: 'Domingo',
    },
    problems: {
      malformed: 'Use HH:MM',
      startAfterEnd: 'Deve ser depois do início',
      incomplete: 'Informe início e fim',
      overlap: 'O turno B começa antes do fim do A',
    },
    saved: 'Horários atualizados com sucesso.',
    invalid: 'Corrija os horários marcados.',
  },
};
