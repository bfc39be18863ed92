import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api/routes';
import { startTestServer } from './testing/harness';
import { coverageGaps, registrationGaps } from './testing/contractWalk';

/**
 * The contract's walk, first half: every route entry of src/shared/api/routes has a handler on
 * the reference server and every server route has an entry (the other half — every entry called
 * by a test, every reply parsed by its schema — runs after the whole project:
 * testing/contractGlobalSetup.ts).
 */
describe('one contract', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.server.close();
  });

  it('registers a handler for every route entry, and no route without one', () => {
    expect(registrationGaps(t.server.routes)).toEqual({ unregistered: [], withoutEntry: [] });
  });

  it('names each route once', () => {
    const keys = allRoutes().map(({ entry }) => `${entry.method} ${entry.path}`);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds an uncalled entry and a refused reply in a record', () => {
    const gaps = coverageGaps([
      { kind: 'call', method: 'GET', path: '/version', status: 200 },
      { kind: 'mismatch', method: 'GET', path: '/queue', message: 'Reply of GET /queue does not match' },
    ]);
    expect(gaps.uncalled).toContain('GET /tickets');
    expect(gaps.uncalled).not.toContain('GET /version');
    expect(gaps.mismatches).toEqual(['Reply of GET /queue does not match']);
  });

});
