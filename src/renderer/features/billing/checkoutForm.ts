import type { z } from 'zod';
import { subscriptionBodySchema } from '@shared/api/routes/invoices';

/** The checkout's data step (spec 3 §5): the server's own rules for these fields, its codes as messages. */
export const checkoutDataSchema = subscriptionBodySchema.pick({
  firstName: true,
  lastName: true,
  zipcode: true,
  city: true,
  state: true,
});
export type CheckoutDataInput = z.input<typeof checkoutDataSchema>;
export type CheckoutData = z.output<typeof checkoutDataSchema>;

export const EMPTY_CHECKOUT_DATA: CheckoutDataInput = { firstName: '', lastName: '', zipcode: '', city: '', state: '' };
