import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { planFlagsSchema, type PlanFlags } from '@shared/api/company';
import type { AppContext } from '../context';
import { validate } from '../http/validate';
import { seedTenant, TENANT_SHAPES, type TenantShape } from '../seed/seedTenant';

const tenantBody = z.object({
  like: z.enum(Object.keys(TENANT_SHAPES) as [TenantShape, ...TenantShape[]]).default('demo'),
  /** Plan flags the company's plan has off (a plan of its own), for the plan-gate checks. */
  without: z.array(z.enum(Object.keys(planFlagsSchema.shape) as [keyof PlanFlags, ...(keyof PlanFlags)[]])).default([]),
});

/**
 * The test-only factory, registered only with the `testFactory` option (never in `npm run
 * server`): POST /testing/tenants makes a fresh company seeded like the demo one (or `like:
 * "other"`, like company 2) and answers 201 {companyId, name, users: {super, admin, ana, bruno}
 * → email, password}, so each end-to-end test has its own company, users and data and tests run
 * side by side; `without: ["useKanban"]` gives it a plan of its own with those flags off. No part of the product's contract (testing/contractWalk.ts lists it outside).
 */
export function registerTestingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/testing/tenants', async (req, reply) => {
    const { like, without } = validate(tenantBody, req.body);
    return reply.status(201).send(await seedTenant(ctx.db, like, ctx.now(), without));
  });
}
