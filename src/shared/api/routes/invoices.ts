import { z } from 'zod';
import { inputIdSchema } from '../input';
import { invoiceListSchema, invoiceSchema, pixChargeSchema } from '../invoice';
import { route } from '../route';
import { SUBSCRIPTION_PRICING } from '../../domain/subscriptionPrice';

const optionalText = z.string().trim().max(200, 'Too Long!').optional();
const atLeastThree = (minimum: number) =>
  z.coerce
    .number<number | string>({ error: 'ERR_CHECKOUT_MINIMUM_THREE' })
    .int('ERR_CHECKOUT_MINIMUM_THREE')
    .min(minimum, 'ERR_CHECKOUT_MINIMUM_THREE')
    .max(10_000, 'Too Long!');

/**
 * The checkout's body (spec 3 §3 "Checkout form", §5 and §7). firstName and zipcode (the CPF/CNPJ)
 * are required, with the spec's messages as codes; at least 3 users and 3 connections. `price` is
 * what the client showed: the server computes its own from the counts (subscriptionPrice.ts) and
 * ignores it. The card fields are the deployed form's; Pix needs none of them.
 */
export const subscriptionBodySchema = z.object({
  firstName: z.string({ error: 'ERR_CHECKOUT_NAME_REQUIRED' }).trim().min(1, 'ERR_CHECKOUT_NAME_REQUIRED').max(200),
  lastName: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zipcode: z
    .string({ error: 'ERR_CHECKOUT_ZIPCODE_REQUIRED' })
    .trim()
    .min(1, 'ERR_CHECKOUT_ZIPCODE_REQUIRED')
    .max(40, 'Too Long!'),
  country: optionalText,
  useAddressForPaymentDetails: z.boolean().optional(),
  nameOnCard: optionalText,
  cardNumber: optionalText,
  cvv: optionalText,
  /** The chosen plan as a JSON string (title, planId, price, description, users, connections, queues). */
  plan: z.string().max(4000).optional(),
  price: z.coerce.number<number | string>().optional(),
  users: atLeastThree(SUBSCRIPTION_PRICING.minimumUsers),
  connections: atLeastThree(SUBSCRIPTION_PRICING.minimumConnections),
  /** The invoice being paid; without it, the company's oldest open one (made if there is none). */
  invoiceId: inputIdSchema.nullish(),
});
export type SubscriptionBody = z.input<typeof subscriptionBodySchema>;

const params = z.object({ invoiceId: inputIdSchema });

/** The company's invoices and the Pix checkout (spec 3 §2 "Checkout dialog", §7 "Checkout"): its admins. */
export const invoiceRoutes = {
  /** Newest first (deployed Whaticket's path). */
  list: route({ method: 'GET', path: '/invoices/all', reply: invoiceListSchema }),
  one: route({ method: 'GET', path: '/invoices/:invoiceId', params, reply: invoiceSchema }),
  subscribe: route({ method: 'POST', path: '/subscription', body: subscriptionBodySchema, reply: pixChargeSchema }),
};
