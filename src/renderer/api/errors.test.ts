import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PlatformError } from '@renderer/platform';
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
  it('translates the platform refusing a file too large, and its other failures generically', () => {
    expect(errorMessage(new PlatformError('TOO_LARGE', 'video.mp4 is larger than 100 MB'), t)).toBe('t:errors.tooLarge');
    expect(errorMessage(new PlatformError('FAILED', 'printToPDF failed'), t)).toBe('t:errors.generic');
  });
});
