import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { validate } from '../http/validate';
import { seedTenant, TENANT_SHAPES, type TenantShape } from '../seed/seedTenant';

const tenantBody = z.object({
  like: z.enum(Object.keys(TENANT_SHAPES) as [TenantShape, ...TenantShape[]]).default('demo'),
});

/**
 * The test-only factory, registered only with the `testFactory` option (never in `npm run
 * server`): POST /testing/tenants makes a fresh company seeded like the demo one (or `like:
 * "other"`, like company 2) and answers 201 {companyId, name, users: {super, admin, ana, bruno}
 * → email, password}, so each end-to-end test has its own company, users and data and tests run
 * side by side. No part of the product's contract (testing/contractWalk.ts lists it outside).
 */
export function registerTestingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/testing/tenants', async (req, reply) => {
    const { like } = validate(tenantBody, req.body);
    return reply.status(201).send(await seedTenant(ctx.db, like, ctx.now()));
  });
}
