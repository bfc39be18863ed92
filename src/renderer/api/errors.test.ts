import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError, errorMessage, httpError } from './errors';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('errorMessage (spec 1 §8)', () => {
  it('translates a known backend code', () => {
    expect(errorMessage(httpError(401, '{"error":"ERR_INVALID_CREDENTIALS"}'), t)).toBe('t:errors.ERR_INVALID_CREDENTIALS');
  });
  it('shows the raw text of an unknown error', () => {
    expect(errorMessage(httpError(400, '{"error":"Contato não encontrado"}'), t)).toBe('Contato não encontrado');
  });
  it('falls back to the generic message', () => {
    expect(errorMessage(new Error('boom'), t)).toBe('t:errors.generic');
  });
  it('names network failures', () => {
    expect(errorMessage(new ApiError('network', 'Failed to fetch'), t)).toBe('t:errors.network');
  });
});
