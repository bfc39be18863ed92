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

  it("adds the configured flow builder's https origin to frame-src, and nothing that is not one", () => {
    expect(directives(contentSecurityPolicy(null, ['https://typebot.loja.com.br']))['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://typebot.loja.com.br',
    ]);
    for (const origin of ['http://typebot.loja.com.br', "https://x; script-src 'unsafe-eval'", 'https://a b']) {
      const csp = contentSecurityPolicy(null, [origin]);
      expect(directives(csp)['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
      expect(csp).not.toContain('unsafe-eval');
    }
  });
});
