import { z } from 'zod';
import { companyRowSchema, planSchema } from '../company';
import { signupBodySchema } from '../companyInput';
import { route } from '../route';

/** The signup page's calls (spec 3 §3 "Signup", §7 "Signup and plans"), made before anyone signs in. */
export const signupRoutes = {
  /**
   * The plans a newcomer may choose. The signup page sends listPublic=false as deployed clients do;
   * whatever it says, an anonymous caller gets only the public plans.
   */
  plans: route({
    method: 'GET',
    path: '/plans/list',
    query: z.object({ listPublic: z.enum(['true', 'false']).optional() }),
    reply: z.array(planSchema),
    anonymous: true,
  }),
  /** A new company on a 7-day trial with its admin user; refused unless company 1's allowSignup is 'enabled'. */
  signup: route({
    method: 'POST',
    path: '/auth/signup',
    body: signupBodySchema,
    reply: companyRowSchema,
    anonymous: true,
  }),
};
