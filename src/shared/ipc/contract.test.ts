import { describe, expect, it } from 'vitest';
import { backendUrlSchema, ipcContract, originOf } from './contract';

describe('backendUrlSchema (backend:set)', () => {
  it.each([
    { input: 'http://127.0.0.1:8080', url: 'http://127.0.0.1:8080' },
    { input: 'https://api.example.com/', url: 'https://api.example.com' },
    { input: 'https://api.example.com///', url: 'https://api.example.com' },
    { input: '  https://api.example.com  ', url: 'https://api.example.com' },
    { input: 'https://example.com/backend/', url: 'https://example.com/backend' },
    { input: 'HTTP://LOCALHOST:3000', url: 'HTTP://LOCALHOST:3000' },
  ])('accepts $input as $url', ({ input, url }) => {
    expect(backendUrlSchema.parse(input)).toBe(url);
  });

  it.each([
    { what: 'another scheme', input: 'ftp://x' },
    { what: 'credentials', input: 'http://user:pw@host' },
    { what: 'a user name', input: 'http://user@host' },
    { what: 'a query', input: 'http://host/?q=1' },
    { what: 'a fragment', input: 'http://host/#x' },
    { what: 'a script', input: 'javascript:alert(1)' },
    { what: 'no host', input: 'http://' },
    { what: 'a bare host', input: 'api.example.com' },
    { what: 'a space inside', input: 'http://api example.com' },
    { what: 'nothing', input: '' },
  ])('refuses $what ($input)', ({ input }) => {
    expect(backendUrlSchema.safeParse(input).success).toBe(false);
  });

  it('is the argument schema of backend:set', () => {
    expect(ipcContract['backend:set'].args.parse({ url: 'https://api.example.com/' })).toEqual({
      url: 'https://api.example.com',
    });
    expect(ipcContract['backend:set'].args.safeParse({ url: 'http://user:pw@host' }).success).toBe(false);
  });
});

describe('originOf', () => {
  it.each([
    { url: 'http://127.0.0.1:8080/tickets?x=1', origin: 'http://127.0.0.1:8080' },
    { url: 'https://api.example.com', origin: 'https://api.example.com' },
    { url: 'HTTPS://API.Example.COM/path', origin: 'https://api.example.com' },
    // Default ports are normalised away, as a URL's origin does.
    { url: 'http://example.com:80/x', origin: 'http://example.com' },
    { url: 'https://example.com:443/', origin: 'https://example.com' },
    // A port is default only for its own scheme.
    { url: 'https://example.com:80/', origin: 'https://example.com:80' },
    { url: 'http://example.com:443', origin: 'http://example.com:443' },
    { url: 'http://127.0.0.1:8080?@evil.com', origin: 'http://127.0.0.1:8080' },
    { url: 'http://127.0.0.1:8080#@evil.com', origin: 'http://127.0.0.1:8080' },
    // A newline is deleted by the URL parser: the host really is api.example.com.evil.com.
    { url: 'http://api.example.com\n.evil.com/x', origin: 'http://api.example.com.evil.com' },
  ])('$url → $origin', ({ url, origin }) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    { what: 'userinfo hiding the real host', url: 'http://127.0.0.1:8080@evil.com' },
    { what: 'userinfo with a path', url: 'http://127.0.0.1:8080@evil.com/tickets' },
    { what: 'user and password', url: 'https://user:pw@api.example.com' },
    { what: 'a backslash before @', url: 'http://127.0.0.1:8080\\@evil.com' },
    // The URL parser removes tabs and newlines first, so these reach evil.com (or a host under it).
    { what: 'a tab before @', url: 'http://127.0.0.1:8080\t@evil.com/' },
    { what: 'a newline before @', url: 'http://127.0.0.1:8080\n@evil.com/' },
    { what: 'CR LF before @', url: 'http://127.0.0.1:8080\r\n@evil.com/' },
    { what: 'a space inside the host', url: 'http://api.example.com .evil.com/' },
    { what: 'another scheme', url: 'ftp://x' },
    { what: 'a script', url: 'javascript:alert(1)' },
    { what: 'a relative address', url: '/tickets' },
    { what: 'a scheme-relative address', url: '//evil.com' },
    { what: 'no host', url: 'http:///evil.com' },
  ])('refuses $what', ({ url }) => {
    expect(originOf(url)).toBeNull();
  });
});

describe('originOf agrees with the URL parser that will send the request', () => {
  const TRICKY = [
    'http://127.0.0.1:8080/api',
    'https://api.example.com:443/x?y#z',
    'http://Example.com:80',
    'http://127.0.0.1:8080@evil.com',
    'http://127.0.0.1:8080\t@evil.com/',
    'http://127.0.0.1:8080\n@evil.com/',
    'http://api.example.com\r\n.evil.com/',
    'http://api.example.com\\@evil.com',
    'http://api.example.com\\.evil.com',
    'http://user:pw@api.example.com',
    'http://api.example.com?@evil.com',
    'http://api.example.com#@evil.com',
    'http://api.example.com/@evil.com',
    'http:/\t/evil.com',
    'ht\ttp://evil.com',
  ];

  it.each(TRICKY)('%j: null, or the origin new URL() gives', (url) => {
    const origin = originOf(url);
    if (origin !== null) expect(origin).toBe(new URL(url).origin);
  });

  it('never accepts an address that carries userinfo', () => {
    const accepted = TRICKY.filter((url) => originOf(url) !== null);
    for (const url of accepted) expect(new URL(url).username).toBe('');
    // Not vacuous: the plain addresses of the list are accepted.
    expect(accepted).toEqual(expect.arrayContaining(['http://127.0.0.1:8080/api', 'http://api.example.com?@evil.com']));
  });
});
