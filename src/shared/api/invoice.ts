import { z } from 'zod';
import { idSchema, textSchema, timestampSchema } from './common';

/**
 * An invoice of the company (GET /invoices/all, /invoices/{id}; deployed Whaticket sends the same
 * fields): what it is for, its value in BRL, due date, and 'open' or 'paid' (overdue is an open one
 * past its due date, computed by the reader: subscriptionPrice.ts `invoiceState`).
 */
export const invoiceSchema = z
  .object({
    id: idSchema,
    detail: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    value: z.coerce.number().catch(0),
    dueDate: textSchema,
    status: z
      .string()
      .nullish()
      .transform((v) => (v === 'paid' ? 'paid' : 'open')),
    paidAt: textSchema.optional(),
    createdAt: timestampSchema.optional(),
  })
  .loose();
export type Invoice = z.output<typeof invoiceSchema>;

export const invoiceListSchema = z.array(invoiceSchema);

/**
 * POST /subscription's Pix charge (spec 3 §7: `qrcode.qrcode`, the "copia e cola" code, and
 * `valor.original`, the amount as "99.00"); the reference server adds the charge's txid and invoice.
 */
export const pixChargeSchema = z
  .object({
    qrcode: z.object({ qrcode: z.string() }).loose(),
    valor: z.object({ original: z.coerce.string() }).loose(),
    txid: z.string().optional(),
    invoiceId: idSchema.optional(),
  })
  .loose();
export type PixCharge = z.output<typeof pixChargeSchema>;

/**
 * `company-{id}-payment` (spec 3 §2 "Checkout dialog"): `CONCLUIDA` when the Pix is paid, with the
 * company and its new due date. Other actions may come from deployed backends and are ignored by readers.
 */
export const paymentEventSchema = z.object({
  action: z.string(),
  company: z.object({ id: idSchema, dueDate: textSchema }).loose(),
});
export type PaymentEvent = z.output<typeof paymentEventSchema>;
