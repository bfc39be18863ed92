import { describe, expect, it } from 'vitest';
import { connectionDateProblems, isOnVacation } from './connectionDates';

const now = new Date('2026-11-26T15:00:00Z');

describe('connectionDateProblems: collective vacation (spec 2 §5)', () => {
  it('a vacation message needs its two dates', () => {
    expect(connectionDateProblems({ collectiveVacationMessage: 'Férias coletivas!' }, now)).toEqual({
      collectiveVacationStart: 'required',
      collectiveVacationEnd: 'required',
    });
    expect(connectionDateProblems({ collectiveVacationMessage: '  ' }, now)).toEqual({});
  });

  it('no date earlier than 10 days ago; the end not before the start', () => {
    const base = { collectiveVacationMessage: 'Férias' };
    expect(
      connectionDateProblems(
        { ...base, collectiveVacationStart: '2026-11-16', collectiveVacationEnd: '2026-12-20' },
        now,
      ),
    ).toEqual({});
    expect(
      connectionDateProblems(
        { ...base, collectiveVacationStart: '2026-11-15', collectiveVacationEnd: '2026-12-20' },
        now,
      ),
    ).toEqual({ collectiveVacationStart: 'vacationTooOld' });
    expect(
      connectionDateProblems(
        { ...base, collectiveVacationStart: '2026-12-20', collectiveVacationEnd: '2026-12-19' },
        now,
      ),
    ).toEqual({ collectiveVacationEnd: 'vacationEndBeforeStart' });
    expect(
      connectionDateProblems({ ...base, collectiveVacationStart: 'amanhã', collectiveVacationEnd: '2026-12-19' }, now),
    ).toEqual({ collectiveVacationStart: 'invalidDate' });
  });
});

describe('connectionDateProblems: importing old messages (spec 2 §5)', () => {
  it('only when importing: a start within the last 2 years, the queue the tickets go to', () => {
    expect(connectionDateProblems({ enableImportMessage: false, importOldMessages: '1990-01-01' }, now)).toEqual({});
    expect(connectionDateProblems({ enableImportMessage: true }, now)).toEqual({
      importOldMessages: 'required',
      queueIdImportMessages: 'required',
    });
    const ok = { enableImportMessage: true, queueIdImportMessages: 3 };
    expect(connectionDateProblems({ ...ok, importOldMessages: '2024-11-26' }, now)).toEqual({});
    expect(connectionDateProblems({ ...ok, importOldMessages: '2024-11-25' }, now)).toEqual({
      importOldMessages: 'importOutOfRange',
    });
    expect(connectionDateProblems({ ...ok, importOldMessages: '2026-11-27' }, now)).toEqual({
      importOldMessages: 'importOutOfRange',
    });
  });

  it('the recent-messages date between the start and now', () => {
    const ok = { enableImportMessage: true, queueIdImportMessages: 3, importOldMessages: '2026-01-10' };
    expect(connectionDateProblems({ ...ok, importRecentMessages: '2026-06-01' }, now)).toEqual({});
    expect(connectionDateProblems({ ...ok, importRecentMessages: '2026-01-09' }, now)).toEqual({
      importRecentMessages: 'importRecentOutOfRange',
    });
    expect(connectionDateProblems({ ...ok, importRecentMessages: '2026-11-27' }, now)).toEqual({
      importRecentMessages: 'importRecentOutOfRange',
    });
  });
});

describe('isOnVacation', () => {
  it('from the first day to the last, both included, and only with a message', () => {
    const v = {
      collectiveVacationMessage: 'Férias',
      collectiveVacationStart: '2026-12-20',
      collectiveVacationEnd: '2027-01-05',
    };
    expect(isOnVacation(v, '2026-12-19')).toBe(false);
    expect(isOnVacation(v, '2026-12-20')).toBe(true);
    expect(isOnVacation(v, '2027-01-05')).toBe(true);
    expect(isOnVacation(v, '2027-01-06')).toBe(false);
    expect(isOnVacation({ ...v, collectiveVacationMessage: ' ' }, '2026-12-25')).toBe(false);
  });
});
