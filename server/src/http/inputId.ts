/** Ids a client sends are checked by the shared contract's schema (src/shared/api/input.ts). */
export { inputIdSchema } from '@shared/api/input';
