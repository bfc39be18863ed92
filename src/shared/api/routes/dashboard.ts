import { z } from 'zod';
import { dashboardReplySchema, ticketsPerDayReplySchema, ticketsPerUserReplySchema } from '../dashboard';
import { inputIdSchema } from '../input';
import { route } from '../route';

/** A calendar day 'YYYY-MM-DD' (the date inputs' value), read in the company's time zone. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'not a date',
  );

const ordered = <T extends { from?: string; to?: string }>(v: T) => !v.from || !v.to || v.from <= v.to;

/** GET /dashboard: the last `days` days, or from `date_from` to `date_to` (either may be left out). */
export const dashboardQuerySchema = z
  .object({
    days: z.coerce.number<number | string>().int().min(1).max(3660).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
  })
  .refine((q) => ordered({ from: q.date_from, to: q.date_to }), { path: ['date_to'], message: 'before date_from' });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * GET /dashboard/ticketsUsers and /dashboard/ticketsDay: both days are needed. Deployed backends
 * read the company from `companyId` (the client sends it for them); the reference server counts
 * the caller's company only and refuses another one.
 */
export const dashboardRangeQuerySchema = z
  .object({ initialDate: day, finalDate: day, companyId: inputIdSchema.optional() })
  .refine((q) => ordered({ from: q.initialDate, to: q.finalDate }), {
    path: ['finalDate'],
    message: 'before initialDate',
  });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuerySchema>;

/** The dashboard (spec 1 §7 "Users, dashboard…"): admins and users with showDashboard. */
export const dashboardRoutes = {
  summary: route({ method: 'GET', path: '/dashboard', query: dashboardQuerySchema, reply: dashboardReplySchema }),
  ticketsPerUser: route({
    method: 'GET',
    path: '/dashboard/ticketsUsers',
    query: dashboardRangeQuerySchema,
    reply: ticketsPerUserReplySchema,
  }),
  ticketsPerDay: route({
    method: 'GET',
    path: '/dashboard/ticketsDay',
    query: dashboardRangeQuerySchema,
    reply: ticketsPerDayReplySchema,
  }),
};
