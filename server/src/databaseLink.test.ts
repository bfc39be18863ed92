import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/harness';

/**
 * PostgreSQL ends idle connections now and then (a restart, a dropped link, an administrator).
 * The server must shrug: node crashes a process whose pool reports such an error unheard.
 * PGlite has no connections to lose, so this runs under `npm run test:pg` only.
 */
const onPostgres = Boolean(process.env.SERVER_TEST_DATABASE_URL);
if (!onPostgres) console.log('databaseLink.test.ts: not run here: PostgreSQL only (npm run test:pg runs it).');

describe.runIf(onPostgres)('the database link', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.server.close();
  });

  it('survives PostgreSQL ending its idle connections, and answers the next request', async () => {
    const admin = await t.login('admin@demo.local');
    // Several connections at once, so the pool keeps idle ones.
    await Promise.all(Array.from({ length: 5 }, () => t.server.db.execute(sql`select pg_sleep(0.05)`)));
    await t.server.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const r = await t.api('GET', '/whatsapp', { token: admin.token });
    expect(r.status).toBe(200);
  });
});
