import { z } from 'zod';
import { SCHEDULE_ATTACHMENT_EXTENSIONS, SCHEDULE_DEFAULTS as STORED_DEFAULTS, SCHEDULE_MAX_REPEAT } from './schedules';

export { SCHEDULE_ATTACHMENT_EXTENSIONS };

/**
 * The schedule form (spec 1 §2 "schedule", spec 3 "Schedules", §9 defaults) as deployed Whaticket
 * has it: body of at least 5 characters ('Mensagem muito curta'), a contact and a send time
 * ('Obrigatório'), an optional png/jpg/jpeg attachment, and recurrence: every `valorIntervalo`
 * days/weeks/months/minutes (`intervalo` 1–4; 0 means send once), `enviarQuantasVezes` times,
 * with `tipoDias` saying what to do on a non-working day (4 send anyway, 5 one working day before,
 * 6 one working day after). Messages are keys of the composer namespace.
 */
export const SCHEDULE_INTERVALS = [1, 2, 3, 4] as const;
export const SCHEDULE_DAY_RULES = [4, 5, 6] as const;
export const SCHEDULE_BODY_MIN = 5;

export const SCHEDULE_DEFAULTS = {
  /** Default send time: now plus one hour (spec 1 §9). */
  sendAtOffsetMs: 60 * 60 * 1000,
  intervalo: STORED_DEFAULTS.intervalo,
  valorIntervalo: STORED_DEFAULTS.valorIntervalo,
  enviarQuantasVezes: STORED_DEFAULTS.enviarQuantasVezes,
  tipoDias: STORED_DEFAULTS.tipoDias,
} as const;

export const scheduleFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { message: 'schedules:form.errors.required', abort: true })
    .min(SCHEDULE_BODY_MIN, 'schedules:form.errors.bodyShort'),
  contactId: z.string().min(1, 'schedules:form.errors.required'),
  /** A local date and time as the datetime-local field writes it (yyyy-MM-ddTHH:mm[:ss]). */
  sendAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'schedules:form.errors.required'),
  intervalo: z.enum(SCHEDULE_INTERVALS.map(String) as ['1', '2', '3', '4']),
  /** Whole numbers kept as the fields' text: 0–1000, and 1–1000 times (SCHEDULE_MAX_REPEAT). */
  valorIntervalo: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'schedules:form.errors.number')
    .refine((v) => Number(v) <= SCHEDULE_MAX_REPEAT, 'schedules:form.errors.number'),
  enviarQuantasVezes: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,3}$/, 'schedules:form.errors.number')
    .refine((v) => Number(v) <= SCHEDULE_MAX_REPEAT, 'schedules:form.errors.number'),
  tipoDias: z.enum(SCHEDULE_DAY_RULES.map(String) as ['4', '5', '6']),
});
export type ScheduleForm = z.infer<typeof scheduleFormSchema>;

/** Whether a file may be a schedule's attachment (png, jpg, jpeg; spec 1 §5). */
export function isScheduleAttachment(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return (SCHEDULE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}
