import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PlatformError } from '@renderer/platform';
import { ApiError, errorMessage, httpError, retryAfterSeconds } from './errors';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('errorMessage (spec 1 §8)', () => {
  it('translates a known backend code', () => {
    expect(errorMessage(httpError(401, '{"error":"ERR_INVALID_CREDENTIALS"}'), t)).toBe(
      't:errors.ERR_INVALID_CREDENTIALS',
    );
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
    expect(errorMessage(new PlatformError('TOO_LARGE', 'video.mp4 is larger than 100 MB'), t)).toBe(
      't:errors.tooLarge',
    );
    expect(errorMessage(new PlatformError('FAILED', 'printToPDF failed'), t)).toBe('t:errors.generic');
  });
});

describe('Retry-After', () => {
  it('is read from the reply headers as seconds or an HTTP date', () => {
    const err = httpError(429, '{"error":"ERR_TOO_MANY_LOGIN_ATTEMPTS"}', new Headers({ 'Retry-After': '120' }));
    expect(err).toMatchObject({ status: 429, code: 'ERR_TOO_MANY_LOGIN_ATTEMPTS', retryAfterSeconds: 120 });
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(retryAfterSeconds('Tue, 10 Mar 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Tue, 10 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(httpError(429, '{"error":"x"}').retryAfterSeconds).toBeNull();
  });
});

describe('field errors', () => {
  it('keeps the message of each invalid field, and none when the body has no usable fields', () => {
    const err = httpError(400, '{"error":"Invalid body: shortcode: Obrigatório","fields":{"shortcode":"Obrigatório"}}');
    expect(err.fields).toEqual({ shortcode: 'Obrigatório' });
    expect(httpError(400, '{"error":"ERR_NO_PERMISSION"}').fields).toBeNull();
    // A backend sending something else under `fields` still gives its code.
    const odd = httpError(400, '{"error":"ERR_X","fields":"shortcode"}');
    expect(odd).toMatchObject({ code: 'ERR_X', fields: null });
  });
});
