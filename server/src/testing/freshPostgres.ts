/**
 * A fresh database of its own on a throwaway PostgreSQL, for one test server: created from an
 * admin URL (CI's `TEST_DATABASE_URL`), dropped with FORCE when the server is done, so runs and
 * parallel test files never see each other's rows.
 */
export async function freshPostgres(adminUrl: string | undefined): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!adminUrl) return null;
  const { default: pg } = await import('pg');
  const name = `balcao_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
