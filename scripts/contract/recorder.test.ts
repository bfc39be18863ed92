import { describe, expect, it } from 'vitest';
import { ApiError } from '@renderer/api';
import { createRecorder, exitCodeOf, fail, reasonOf } from './recorder';

describe('the recorder of a contract run', () => {
  it('a check that returns passes with what it saw, one that warns warns, one that throws fails with the reason', async () => {
    const rec = createRecorder();
    expect(await rec.check('a', 'first', async () => '3 tickets')).toBe(true);
    expect(await rec.check('b', 'second', async () => ({ warn: 'logout does not revoke' }))).toBe(true);
    expect(await rec.check('c', 'third', async () => fail('ticket 4 reads open'))).toBe(false);
    rec.skip('d', 'fourth', 'needs a test ticket');
    expect(rec.rows.map((r) => [r.step, r.status, r.note])).toEqual([
      ['a', 'pass', '3 tickets'],
      ['b', 'warn', 'logout does not revoke'],
      ['c', 'fail', 'ticket 4 reads open'],
      ['d', 'skip', 'needs a test ticket'],
    ]);
  });

  it('reasons name the HTTP status and backend code, or the schema paths of a refused reply', () => {
    expect(reasonOf(new ApiError('http', 'ERR_NO_PERMISSION', 403, 'ERR_NO_PERMISSION'))).toBe(
      'HTTP 403: ERR_NO_PERMISSION',
    );
    expect(reasonOf(new ApiError('malformed', 'GET tickets: tickets.0.uuid: required', 200))).toBe(
      'reply refused by the shared schema: GET tickets: tickets.0.uuid: required',
    );
    expect(reasonOf(new ApiError('network', 'connect ECONNREFUSED'))).toBe('network error: connect ECONNREFUSED');
  });

  it('exits 0 only when every check passed or warned', () => {
    const row = (status: 'pass' | 'fail' | 'skip' | 'warn') => ({ step: 's', check: 'c', status, note: '' });
    expect(exitCodeOf([row('pass'), row('warn')])).toBe(0);
    expect(exitCodeOf([row('pass'), row('fail')])).toBe(1);
    expect(exitCodeOf([row('pass'), row('skip')])).toBe(1);
    expect(exitCodeOf([])).toBe(1);
  });
});
