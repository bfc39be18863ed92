import { z } from 'zod';
import { INT4_MAX } from '../common';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema, flagSchema } from '../input';
import { planListSchema, planPageSchema, planRecordSchema } from '../plan';
import { route } from '../route';

const params = z.object({ id: inputIdSchema });

/** A count of the plan (users, connections, queues): a whole number, 0 for "no limit" (services/planLimit.ts). */
const limit = z.coerce
  .number<number | string>()
  .int('Must be a whole number')
  .min(0, 'Out of range')
  .max(INT4_MAX, 'Out of range')
  .default(0);

/** A module flag: every one defaults on (spec 3 §7 "all default true"). */
const flag = flagSchema.default(true);

/**
 * What the plans tab saves (spec 3 §7 "Plan"; spec 2 §5 shows no field rules, so: a name, unique
 * on the server, and counts a database holds). The price comes as `amount` (deployed clients
 * send a string) or `value`; the reference server keeps it in whole reais.
 */
export const planBodySchema = z
  .object({
    name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'Too Long!'),
    users: limit,
    connections: limit,
    queues: limit,
    amount: z.coerce
      .number<number | string>()
      .int('Must be a whole number')
      .min(0, 'Out of range')
      .max(INT4_MAX, 'Out of range')
      .optional(),
    value: z.coerce
      .number<number | string>()
      .int('Must be a whole number')
      .min(0, 'Out of range')
      .max(INT4_MAX, 'Out of range')
      .optional(),
    isPublic: flagSchema.optional(),
    public: flagSchema.optional(),
    useWhatsapp: flag,
    useFacebook: flag,
    useInstagram: flag,
    useCampaigns: flag,
    useSchedules: flag,
    useInternalChat: flag,
    useExternalApi: flag,
    useKanban: flag,
    useOpenAi: flag,
    useIntegrations: flag,
  })
  .transform(({ amount, value, isPublic, public: pub, ...rest }) => ({
    ...rest,
    value: amount ?? value ?? 0,
    public: isPublic ?? pub ?? true,
  }));
export type PlanBody = z.input<typeof planBodySchema>;

/**
 * Plans (spec 3 §7 "Signup and plans"): the super user keeps them in the settings page's plans
 * tab. GET /plans/list (public, for signup) is another entry's.
 */
export const planRoutes = {
  all: route({ method: 'GET', path: '/plans/all', reply: planListSchema }),
  page: route({
    method: 'GET',
    path: '/plans',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: planPageSchema,
  }),
  one: route({ method: 'GET', path: '/plans/:id', params, reply: planRecordSchema }),
  create: route({ method: 'POST', path: '/plans', body: planBodySchema, reply: planRecordSchema }),
  update: route({ method: 'PUT', path: '/plans/:id', params, body: planBodySchema, reply: planRecordSchema }),
  remove: route({ method: 'DELETE', path: '/plans/:id', params, reply: okReplySchema }),
};
