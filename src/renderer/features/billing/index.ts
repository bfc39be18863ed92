import { lazy } from 'react';

// Subscription, checkout and finance (spec 3 "Subscription info", "Checkout dialog"; spec 1 §2 /financeiro).
/** /subscription, for the router. */
export const SubscriptionPage = lazy(() => import('./SubscriptionPage'));
/** /financeiro, for the router. */
export const FinancePage = lazy(() => import('./FinancePage'));
/** For the account feature's /financeiro-aberto: the expired message, the open invoices and Pagar. */
export const ExpiredBilling = lazy(() => import('./ExpiredBilling'));
/** For the app shell: the payment's confirmation heard on every screen (toast, new due date, then /). */
export { usePaymentCompletion } from './usePaymentCompletion';
