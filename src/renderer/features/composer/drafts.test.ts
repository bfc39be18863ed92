import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform, type Platform } from '@renderer/platform';
import { clearDraft, DRAFT_WRITE_DELAY_MS, flushDrafts, readDraft, resetDraftsForTests, writeDraft } from './drafts';

const SCOPE = 'http://127.0.0.1:8080|1|3';

function fakePlatform(stored: Record<string, Record<string, string>> = {}) {
  const setScoped = vi.fn(async (scope: string, _key: string, value: unknown) => {
    stored[scope] = value as Record<string, string>;
  });
  const getScoped = vi.fn(async (scope: string) => stored[scope] ?? {});
  setPlatform({ getScoped, setScoped } as unknown as Platform);
  return { setScoped, getScoped, stored };
}

describe('drafts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetDraftsForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    setPlatform(null);
  });

  it('writes once the typing pauses, within 500 ms of the last keystroke, one write for a burst', async () => {
    const { setScoped } = fakePlatform();
    await readDraft(SCOPE, 7);
    writeDraft(SCOPE, 7, 'O');
    await vi.advanceTimersByTimeAsync(100);
    writeDraft(SCOPE, 7, 'Ol');
    await vi.advanceTimersByTimeAsync(100);
    writeDraft(SCOPE, 7, 'Olá');
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS - 1);
    expect(setScoped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setScoped).toHaveBeenCalledTimes(1);
    expect(setScoped).toHaveBeenCalledWith(SCOPE, 'drafts', { '7': 'Olá' });
    expect(DRAFT_WRITE_DELAY_MS).toBeLessThanOrEqual(500);
  });

  it('keeps each ticket its own draft and restores it from the store (a restart)', async () => {
    const { stored } = fakePlatform({ [SCOPE]: { '3': 'antigo' } });
    writeDraft(SCOPE, 9, 'novo');
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS);
    expect(stored[SCOPE]).toEqual({ '3': 'antigo', '9': 'novo' });
    resetDraftsForTests();
    expect(await readDraft(SCOPE, 3)).toBe('antigo');
    expect(await readDraft(SCOPE, 9)).toBe('novo');
    expect(await readDraft(SCOPE, 10)).toBe('');
  });

  it('gives back a draft typed in this session when its conversation is opened again', async () => {
    fakePlatform({ [SCOPE]: { '3': 'antigo' } });
    expect(await readDraft(SCOPE, 5)).toBe('');
    writeDraft(SCOPE, 5, 'em andamento');
    expect(await readDraft(SCOPE, 5)).toBe('em andamento');
    expect(await readDraft(SCOPE, 3)).toBe('antigo');
  });

  it('clears a sent draft at once, and a blank text leaves no draft', async () => {
    const { setScoped, stored } = fakePlatform({ [SCOPE]: { '3': 'a', '4': 'b' } });
    await readDraft(SCOPE, 3);
    await clearDraft(SCOPE, 3);
    expect(setScoped).toHaveBeenCalledTimes(1);
    expect(stored[SCOPE]).toEqual({ '4': 'b' });
    writeDraft(SCOPE, 4, '   ');
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS);
    expect(stored[SCOPE]).toEqual({});
  });

  it('flushes pending drafts at once when asked (the page is going away)', async () => {
    const { stored } = fakePlatform();
    await readDraft(SCOPE, 1);
    writeDraft(SCOPE, 1, 'quase perdido');
    await flushDrafts();
    expect(stored[SCOPE]).toEqual({ '1': 'quase perdido' });
  });

  it('keeps scopes apart (another user or backend has its own drafts)', async () => {
    const { stored } = fakePlatform();
    writeDraft(SCOPE, 1, 'de um');
    writeDraft('http://outro|1|3', 1, 'de outro');
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS);
    expect(stored[SCOPE]).toEqual({ '1': 'de um' });
    expect(stored['http://outro|1|3']).toEqual({ '1': 'de outro' });
  });

  it('keeps at most 200 drafts, dropping the lowest ticket ids', async () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [String(i + 1), 'x']));
    const { stored } = fakePlatform({ [SCOPE]: many });
    await readDraft(SCOPE, 1);
    writeDraft(SCOPE, 500, 'novo');
    await vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS);
    expect(Object.keys(stored[SCOPE])).toHaveLength(200);
    expect(stored[SCOPE]['1']).toBeUndefined();
    expect(stored[SCOPE]['500']).toBe('novo');
  });
});
