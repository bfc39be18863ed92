import { lazy } from 'react';

/** /prompts (spec 2 "AI prompts"), for the router. */
export const PromptsPage = lazy(() => import('./PromptsPage'));
/** The connection dialog's choice of prompt. */
export { PromptSelect } from './PromptSelect';
