import { z } from 'zod';
import { companyListItemSchema, companyParamsSchema, companyRecordSchema } from '../company';
import { inputIdSchema } from '../input';
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
};
