/**
 * Schedule recurrence as Whaticket stores it (spec 1 §9, spec 3 "Schedules"): `intervalo` is the
 * unit, `valorIntervalo` how many units between sends (0 = no repetition), `enviarQuantasVezes`
 * how many sends in all, `tipoDias` what to do when a send falls on a weekend.
 */
export const SCHEDULE_INTERVAL_UNITS = { 1: 'days', 2: 'weeks', 3: 'months', 4: 'minutes' } as const;
export type ScheduleIntervalUnit = keyof typeof SCHEDULE_INTERVAL_UNITS;

/** 4 send as computed; 5 move a Saturday/Sunday to the Friday before; 6 to the Monday after. */
export const SCHEDULE_TIPO_DIAS = { normal: 4, businessDayBefore: 5, businessDayAfter: 6 } as const;

/** Largest interval count and number of sends a schedule may have (the reference server's limit). */
export const SCHEDULE_MAX_REPEAT = 1000;

/** The defaults of the schedule form (spec 1 §9: interval 1, repeat count 1, tipoDias 4). */
export const SCHEDULE_DEFAULTS = {
  intervalo: 1,
  valorIntervalo: 0,
  enviarQuantasVezes: 1,
  tipoDias: 4,
  openTicket: 'disabled',
  statusTicket: 'closed',
  assinar: false,
} as const;

/** The spec's recurrence options, as the fields the server stores (every N months). */
export const SCHEDULE_RECURRENCES = {
  monthly: { intervalo: 3, valorIntervalo: 1 },
  bimonthly: { intervalo: 3, valorIntervalo: 2 },
  quarterly: { intervalo: 3, valorIntervalo: 3 },
  semester: { intervalo: 3, valorIntervalo: 6 },
  yearly: { intervalo: 3, valorIntervalo: 12 },
} as const;
export type ScheduleRecurrence = keyof typeof SCHEDULE_RECURRENCES;

/** Schedule statuses: waiting, being sent, sent (last of its repetitions), failed. */
export const SCHEDULE_STATUSES = ['PENDENTE', 'AGENDADA', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Attachment types a schedule accepts (spec 1 §5, spec 3 §5). */
export const SCHEDULE_ATTACHMENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const SCHEDULE_ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
