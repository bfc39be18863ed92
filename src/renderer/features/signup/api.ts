import { routes } from '@shared/api/routes';
import type { SignupBody } from '@shared/api/companyInput';
import { call } from '@renderer/api';

/** GET /plans/list?listPublic=false, as the spec's signup page asks (the server answers the public plans). */
export function fetchSignupPlans(signal?: AbortSignal) {
  return call(routes.signup.plans, { query: { listPublic: 'false' }, signal });
}

/** POST /auth/signup; deployed backends answer the company or a message, read by nobody. */
export function signup(body: SignupBody) {
  return call(routes.signup.signup, { body, reply: 'ignore' });
}
