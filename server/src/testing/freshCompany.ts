import type { startTestServer } from './harness';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A company of its own for one test (the tenant factory: the server must run with `testFactory`),
 * its admin signed in, and a call helper as that admin (or with another token).
 */
export async function freshCompany(t: TestServer, like: 'demo' | 'other' = 'demo') {
  const made = (await t.api('POST', '/testing/tenants', { body: { like } })).body as {
    companyId: number;
    name: string;
    users: Record<string, string>;
  };
  const admin = await t.login(made.users.admin);
  const call = (method: string, path: string, body?: unknown, token = admin.token) =>
    t.api(method, path, { token, body });
  return { ...made, admin, call };
}
