import { describe, expect, it } from 'vitest';
import { createAppOrigin } from './appOrigin';

describe('createAppOrigin', () => {
  const { entryUrl, isAppUrl } = createAppOrigin();

  it('loads the app from app://balcao/', () => {
    expect(entryUrl).toBe('app://balcao/tickets');
  });

  it('recognises only the app scheme and host', () => {
    expect(isAppUrl('app://balcao')).toBe(true);
    expect(isAppUrl('app://balcao/tickets/3?x=1')).toBe(true);
    for (const url of [
      'app://balcao.evil.com/',
      'app://evil/',
      'app://user@balcao/',
      'https://balcao/',
      'balcao',
      null,
      undefined,
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });

  it('in development trusts the dev server origin too, and loads from it', () => {
    const dev = createAppOrigin('http://localhost:5173/');
    expect(dev.entryUrl).toBe('http://localhost:5173/tickets');
    expect(dev.isAppUrl('http://localhost:5173/tickets')).toBe(true);
    expect(dev.isAppUrl('http://localhost:5173@evil.com/')).toBe(false);
    expect(dev.isAppUrl('http://127.0.0.1:5173/')).toBe(false);
  });
});
