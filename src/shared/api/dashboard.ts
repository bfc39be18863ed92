import { z } from 'zod';

/**
 * Replies of the dashboard (spec 1 §2 "Dashboard", §3 "Dashboard counters" and "Attendant row").
 * Deployed backends compute them in one SQL query each and send what PostgreSQL hands back:
 * averages as long decimals, counts as numbers or strings (COUNT is a bigint), a field missing
 * when their version has no such column. Every figure therefore reads as a number and defaults to 0.
 */
const figure = z.coerce.number<unknown>().catch(0);
const optionalFigure = figure.optional().transform((v) => v ?? 0);

/** GET /dashboard `counters`: times are minutes, percentages 0–100, the rest counts of tickets. */
export const dashboardCountersSchema = z.object({
  supportHappening: optionalFigure,
  supportPending: optionalFigure,
  supportFinished: optionalFigure,
  supportGroups: optionalFigure,
  leads: optionalFigure,
  avgSupportTime: optionalFigure,
  avgWaitTime: optionalFigure,
  activeTickets: optionalFigure,
  passiveTickets: optionalFigure,
  npsPromotersPerc: optionalFigure,
  npsDetractorsPerc: optionalFigure,
  npsPassivePerc: optionalFigure,
  npsScore: optionalFigure,
  tickets: optionalFigure,
  waitRating: optionalFigure,
  withoutRating: optionalFigure,
  withRating: optionalFigure,
  percRating: optionalFigure,
});
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

/** GET /dashboard `attendants`: one row per user of the company (rating 0 = no rating yet). */
export const dashboardAttendantSchema = z.object({
  id: z.coerce.number<unknown>().optional(),
  name: z.string().catch(''),
  rating: optionalFigure,
  countRating: optionalFigure,
  tickets: optionalFigure,
  avgWaitTime: optionalFigure,
  avgSupportTime: optionalFigure,
  online: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
});
export type DashboardAttendant = z.infer<typeof dashboardAttendantSchema>;

/** GET /dashboard: `counters` (an empty object on a company with no tickets) and `attendants`. */
export const dashboardReplySchema = z.object({
  counters: dashboardCountersSchema.nullish().transform((v) => v ?? dashboardCountersSchema.parse({})),
  attendants: z
    .array(dashboardAttendantSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** GET /dashboard/ticketsUsers `{data: [{quantidade, nome}]}`: tickets per attendant (Portuguese keys, as deployed). */
export const ticketsPerUserReplySchema = z.object({
  data: z
    .array(
      z.object({
        nome: z
          .string()
          .nullish()
          .transform((v) => v ?? ''),
        quantidade: figure,
      }),
    )
    .catch([]),
});
export type TicketsPerUserReply = z.infer<typeof ticketsPerUserReplySchema>;

/**
 * GET /dashboard/ticketsDay `{count, data}`: tickets per day (`data` 'dd/mm/yyyy') over a range,
 * or per hour of the day (`horario`, 0–23, numeric text on PostgreSQL 14+) when the range is one day.
 */
export const ticketsPerDayReplySchema = z.object({
  count: figure.optional().transform((v) => v ?? 0),
  data: z
    .array(
      z.object({
        total: figure,
        data: z.string().optional(),
        horario: z.coerce.number<unknown>().optional().catch(undefined),
      }),
    )
    .catch([]),
});
export type TicketsPerDayReply = z.infer<typeof ticketsPerDayReplySchema>;
