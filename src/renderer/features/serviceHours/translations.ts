import type { Translations } from '@renderer/i18n';

/** `serviceHoursLocales` (locales.ts) in the other interface languages: they load when one is chosen (issue 18). */
export const serviceHoursTranslations: Translations = {
  en: {
    label: 'Service hours',
    day: 'Weekday',
    fields: {
      startTimeA: 'Start (shift A)',
      endTimeA: 'End (shift A)',
      startTimeB: 'Start (shift B)',
      endTimeB: 'End (shift B)',
    },
    fieldOfDay: '{{field}}, {{day}}',
    days: {
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
    problems: {
      malformed: 'Use HH:MM',
      startAfterEnd: 'Must be after the start',
      incomplete: 'Give both start and end',
      overlap: 'Shift B starts before shift A ends',
    },
    saved: 'Hours updated successfully.',
    invalid: 'Fix the marked times.',
  },
  es: {
    label: 'Horario de atención',
    day: 'Día de la semana',
    fields: {
      startTimeA: 'Inicio (turno A)',
      endTimeA: 'Fin (turno A)',
      startTimeB: 'Inicio (turno B)',
      endTimeB: 'Fin (turno B)',
    },
    fieldOfDay: '{{field}}, {{day}}',
    days: {
      monday: 'Lunes',
      tuesday: 'Martes',
      wednesday: 'Miércoles',
      thursday: 'Jueves',
      friday: 'Viernes',
      saturday: 'Sábado',
      sunday: 'Domingo',
    },
    problems: {
      malformed: 'Use HH:MM',
      startAfterEnd: 'Debe ser después del inicio',
      incomplete: 'Indique inicio y fin',
      overlap: 'El turno B empieza antes del fin del A',
    },
    saved: 'Horarios actualizados con éxito.',
    invalid: 'Corrija los horarios marcados.',
  },
  tr: {
    label: 'Hizmet saatleri',
    day: 'Haftanın günü',
    fields: {
      startTimeA: 'Başlangıç (A vardiyası)',
      endTimeA: 'Bitiş (A vardiyası)',
      startTimeB: 'Başlangıç (B vardiyası)',
      endTimeB: 'Bitiş (B vardiyası)',
    },
    fieldOfDay: '{{field}}, {{day}}',
    days: {
      monday: 'Pazartesi',
      tuesday: 'Salı',
      wednesday: 'Çarşamba',
      thursday: 'Perşembe',
      friday: 'Cuma',
      saturday: 'Cumartesi',
      sunday: 'Pazar',
    },
    problems: {
      malformed: 'SS:DD kullanın',
      startAfterEnd: 'Başlangıçtan sonra olmalı',
      incomplete: 'Başlangıç ve bitişi girin',
      overlap: 'B vardiyası A bitmeden başlıyor',
    },
    saved: 'Saatler başarıyla güncellendi.',
    invalid: 'İşaretli saatleri düzeltin.',
  },
};
