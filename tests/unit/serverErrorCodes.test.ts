import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/domain/errorCodes';
import { LANGUAGES } from '@shared/local/schema';
import { commonPtBR } from '../../src/renderer/i18n/common';
import { commonTranslations } from '../../src/renderer/i18n/commonTranslations';

const commonLocales = { 'pt-BR': commonPtBR, ...commonTranslations };

const serverSrc = resolve(import.meta.dirname, '../../server/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every `ERR_…` code written in the reference server's code (tests excluded): what it can answer. */
function serverCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sources(serverSrc))
    for (const [code] of readFileSync(file, 'utf8').matchAll(/\bERR_[A-Z_]+\b/g)) codes.add(code);
  return [...codes].sort();
}

describe('error codes the reference server can send', () => {
  const codes = serverCodes();

  it('are found (the scan reads the server)', () => {
    expect(codes).toContain('ERR_NO_PERMISSION');
  });

  it.each(codes)('%s is a known code translated in every language', (code) => {
    expect(ERROR_CODES, `${code} missing from src/shared/domain/errorCodes.ts`).toContain(code);
    for (const lang of LANGUAGES) {
      const errors = commonLocales[lang].errors as Record<string, unknown>;
      expect(errors[code], `${code} in ${lang}`).toEqual(expect.any(String));
    }
  });
});
