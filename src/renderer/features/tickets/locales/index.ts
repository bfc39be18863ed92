import { mergeBundles } from '@renderer/i18n';
import { actionLocales } from './actions';
import { listLocales } from './lists';

/** The `tickets` namespace: lists (lists.ts) and the conversation's actions (actions.ts). */
export const ticketsLocales = mergeBundles(listLocales, actionLocales);
