import { readdirSync } from 'node:fs';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

const API = new URL('../../src/shared/api/', import.meta.url);

/**
 * Every exported `*Schema` of src/shared/api's modules (not its fixtures, tests or index), by
 * name: read from the folder, so a schema added tomorrow is found without anyone listing it.
 * Here rather than beside the schemas because src/shared may not touch the file system.
 */
export async function apiSchemas(): Promise<Map<string, z.ZodType>> {
  const files = readdirSync(API).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('.fixtures.') && f !== 'index.ts',
  );
  const found = new Map<string, z.ZodType>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ `../../src/shared/api/${file}`);
    for (const [name, value] of Object.entries(module)) {
      // Any zod schema: the classic API's, or zod/mini's (errorBody.ts).
      if (name.endsWith('Schema') && value instanceof $ZodType) found.set(name, value as z.ZodType);
    }
  }
  return found;
}
