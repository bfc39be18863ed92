import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('is strict, and names the backend only where the renderer needs it', () => {
    const csp = directives(contentSecurityPolicy('http://127.0.0.1:8080'));
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'http://127.0.0.1:8080', 'https://i.ytimg.com'],
      'media-src': ["'self'", 'blob:', 'http://127.0.0.1:8080'],
      'connect-src': ["'self'", 'http://127.0.0.1:8080', 'ws://127.0.0.1:8080'],
      'font-src': ["'self'", 'data:'],
      'frame-src': ['https://www.youtube-nocookie.com'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'none'"],
    });
  });

  it('pairs https with wss', () => {
    expect(directives(contentSecurityPolicy('https://crm.example.com'))['connect-src']).toEqual([
      "'self'",
      'https://crm.example.com',
      'wss://crm.example.com',
    ]);
  });

  it('names no backend before one is set, nor one that could inject a directive', () => {
    for (const origin of [null, "http://x; script-src 'unsafe-eval'", 'http://a b']) {
      const csp = contentSecurityPolicy(origin);
      expect(directives(csp)['connect-src']).toEqual(["'self'"]);
      expect(csp).not.toContain('unsafe-eval');
    }
  });
});
