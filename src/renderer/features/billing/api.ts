import { routes } from '@shared/api/routes';
import type { SubscriptionBody } from '@shared/api/routes/invoices';
import { call } from '@renderer/api';

/** GET /invoices/all: the company's invoices, newest first (admins). */
export function fetchInvoices(signal?: AbortSignal) {
  return call(routes.invoices.list, { signal });
}

/** POST /subscription: the Pix charge of the checkout (the server prices the counts itself). */
export function subscribe(body: SubscriptionBody) {
  return call(routes.invoices.subscribe, { body });
}
