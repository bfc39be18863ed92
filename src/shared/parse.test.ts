import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ParseError, parse, tryParse } from './parse';

const contactForm = z.object({
  name: z.string().min(2),
  contact: z.object({ number: z.string(), email: z.email().optional() }),
  tags: z.array(z.object({ id: z.number() })),
});

const bad = { name: 7, contact: { email: 'not-an-email' }, tags: [{ id: 1 }, { id: 'x' }] };

describe('parse', () => {
  it('returns the parsed value (with its transforms) when the input fits', () => {
    const schema = z.object({ id: z.coerce.number(), name: z.string().trim() });
    expect(parse(schema, { id: '12', name: '  Maria ', extra: true })).toEqual({ id: 12, name: 'Maria' });
  });

  it('throws a ParseError naming every bad path', () => {
    let error: unknown;
    try {
      parse(contactForm, bad, 'contact form');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    const parseError = error as ParseError;
    expect(parseError.name).toBe('ParseError');
    expect(parseError.issues.map((i) => i.split(':')[0]).sort()).toEqual(
      ['contact.email', 'contact.number', 'name', 'tags.1.id'].sort(),
    );
    expect(parseError.message.startsWith('contact form: ')).toBe(true);
    for (const path of ['name:', 'contact.number:', 'contact.email:', 'tags.1.id:']) {
      expect(parseError.message).toContain(path);
    }
    // The good element of the array is not reported.
    expect(parseError.message).not.toContain('tags.0');
  });

  it('names the root when the input itself is wrong, and defaults the label to "input"', () => {
    expect(() => parse(z.string(), 42)).toThrow(/^input: \(root\): /);
  });

  it('names a missing key by its path', () => {
    expect(() => parse(z.object({ ticket: z.object({ uuid: z.string() }) }), { ticket: {} }, 'event')).toThrow(
      /^event: ticket\.uuid: /,
    );
  });
});

describe('tryParse', () => {
  it('returns ok with the data', () => {
    expect(tryParse(z.coerce.number(), '5')).toEqual({ ok: true, data: 5 });
  });

  it('returns the same readable error instead of throwing', () => {
    const result = tryParse(contactForm, bad, 'socket contact');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ParseError);
    expect(result.error.message).toMatch(/^socket contact: /);
    expect(result.error.issues).toHaveLength(4);
    expect(result.error.message).toContain('tags.1.id:');
  });
});
