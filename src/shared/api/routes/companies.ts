import { z } from 'zod';
import {
  companyListItemSchema,
  companyPageSchema,
  companyParamsSchema,
  companyRecordSchema,
  companyRowSchema,
} from '../company';
import { companyBodySchema, companyUpdateBodySchema } from '../companyInput';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { weeklyHoursInputSchema } from '../serviceHours';
import { route } from '../route';

/** PUT /companies/{id}/schedules (spec 3 §7): deployed clients send the company's id beside the week. */
export const companySchedulesBodySchema = z.object({
  id: inputIdSchema.optional(),
  schedules: weeklyHoursInputSchema,
});

/** A company's own record and its weekly service hours (the settings page's schedules tab); the super user's company list. */
export const companyRoutes = {
  /** Every company, by name: the super user's list (spec 3 "All connections"; path as deployed clients call it). */
  list: route({ method: 'GET', path: '/companies/list', reply: z.array(companyListItemSchema) }),
  one: route({ method: 'GET', path: '/companies/:companyId', params: companyParamsSchema, reply: companyRecordSchema }),
  updateSchedules: route({
    method: 'PUT',
    path: '/companies/:companyId/schedules',
    params: companyParamsSchema,
    body: companySchedulesBodySchema,
    reply: companyRecordSchema,
  }),
  /** The companies page (super user): searched by name, email or phone, 20 a page, each with its plan's name and amount. */
  page: route({
    method: 'GET',
    path: '/companiesPlan',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: companyPageSchema,
  }),
  /** Every company as the companies page shows it (super user). */
  all: route({ method: 'GET', path: '/companies', reply: z.array(companyRowSchema) }),
  /** A new company with its settings and an admin user (super user). */
  create: route({ method: 'POST', path: '/companies', body: companyBodySchema, reply: companyRowSchema }),
  update: route({
    method: 'PUT',
    path: '/companies/:companyId',
    params: companyParamsSchema,
    body: companyUpdateBodySchema,
    reply: companyRowSchema,
  }),
  /** Company 1, the platform's, is never deleted. */
  remove: route({ method: 'DELETE', path: '/companies/:companyId', params: companyParamsSchema, reply: okReplySchema }),
  /**
   * The 'renew due date' action (spec 3 §3): the due date moves 1, 2, 3, 6 or 12 months by the
   * company's recurrence, computed on the server's clock. Not a deployed route: against a deployed
   * backend the page sends the new date with PUT /companies/{id}.
   */
  renew: route({
    method: 'POST',
    path: '/companies/:companyId/renew',
    params: companyParamsSchema,
    reply: companyRowSchema,
  }),
};
