import { z } from 'zod';
import { entryProblems, WEEKDAYS } from '../domain/serviceHours';

const timeText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/**
 * One day of weekly service hours as a backend sends it (spec 2 §3 "Schedule entry"): missing
 * times read as blank (a closed shift).
 */
export const scheduleEntrySchema = z.object({
  weekday: z.string().catch(''),
  weekdayEn: z.enum(WEEKDAYS),
  startTimeA: timeText,
  endTimeA: timeText,
  startTimeB: timeText,
  endTimeB: timeText,
});

/** The week of a connection, queue or company; unreadable or absent reads as none set. */
export const weeklyHoursSchema = z
  .array(scheduleEntrySchema)
  .nullish()
  .transform((v) => v ?? [])
  .catch([]);

const time = z.string().trim().max(5);

/** One day as a client sends it: the shared rules of domain/serviceHours.ts, each on its field. */
export const scheduleEntryInputSchema = z
  .object({
    weekday: z.string().trim().max(40).optional(),
    weekdayEn: z.enum(WEEKDAYS),
    startTimeA: time,
    endTimeA: time,
    startTimeB: time,
    endTimeB: time,
  })
  .superRefine((entry, ctx) => {
    for (const [field, problem] of Object.entries(entryProblems(entry)))
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
  });

/** A week: at most one entry per day. */
export const weeklyHoursInputSchema = z
  .array(scheduleEntryInputSchema)
  .max(WEEKDAYS.length)
  .refine((days) => new Set(days.map((d) => d.weekdayEn)).size === days.length, 'one entry per weekday');
export type WeeklyHoursInput = z.infer<typeof weeklyHoursInputSchema>;
