import { describe, expect, it } from 'vitest';
import { allNamespaces } from '../app/namespaces';
import { commonPtBR } from './common';
import { LANGUAGES } from '@shared/local/schema';
import { ERROR_CODES } from '@shared/domain/errorCodes';
import type { LocaleBundle, Messages } from './types';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

const bundles: Record<string, LocaleBundle> = await allNamespaces();

describe('every interface language has every string', () => {
  for (const [ns, bundle] of Object.entries(bundles)) {
    const source = keys(bundle['pt-BR']).sort();
    for (const lang of LANGUAGES) {
      it(`${ns}: ${lang} matches pt-BR`, () => {
        expect(keys(bundle[lang]).sort()).toEqual(source);
      });
    }
  }

  it('every backend error code of spec 1 §8 has a Portuguese text', () => {
    const errors = commonPtBR.errors as Messages;
    for (const code of ERROR_CODES) expect(errors[code], code).toEqual(expect.any(String));
  });
});
