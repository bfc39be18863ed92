// Types for the tests (TypeScript here does not read the rules' JavaScript).
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin & { rules: NonNullable<ESLint.Plugin['rules']> };
export default plugin;
