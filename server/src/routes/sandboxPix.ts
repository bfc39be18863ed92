import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { extendDueDate, recurrenceMonths } from '@shared/domain/subscriptionPrice';
import type { AppContext } from '../context';
import { companies, invoices } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { validate } from '../http/validate';
import { localDate } from '../services/localDate';

const params = z.object({ txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/, 'must be a Pix txid') });

/**
 * POST /sandbox/pix/{txid}/pay: the sandbox payment provider confirms a Pix charge, as a real
 * provider's webhook would (Whaticket's Gerencianet one). Like POST /sandbox/inbound it is the
 * simulated channel's own door, outside the product's contract: the txid is the proof, 25 random
 * letters and digits only the company's admins saw (in the code they were asked to pay). The
 * invoice turns paid, the company's due date moves on by its recurrence from the later of today and
 * the current due date, and the company hears `company-{id}-payment` CONCLUIDA with it, once: a
 * charge paid twice is refused (409 ERR_INVOICE_ALREADY_PAID) and changes nothing.
 */
export function registerSandboxPixRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/sandbox/pix/:txid/pay', async (req, reply) => {
    const { txid } = validate(params, req.params, 'params');
    const now = ctx.now();
    const company = await ctx.db.transaction(async (tx) => {
      // Only the open invoice turns paid: of two payments at once, one updates the row, the other none.
      const [paid] = await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(invoices.txid, txid), eq(invoices.status, 'open')))
        .returning();
      if (!paid) {
        const [known] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.txid, txid));
        throw known ? new HttpError(409, 'ERR_INVOICE_ALREADY_PAID') : new HttpError(404, 'ERR_NO_INVOICE_FOUND');
      }
      const [current] = await tx.select().from(companies).where(eq(companies.id, paid.companyId));
      const dueDate = extendDueDate(
        current.dueDate,
        localDate(now, ctx.options.timezone),
        recurrenceMonths(current.recurrence),
      );
      const [updated] = await tx
        .update(companies)
        .set({ dueDate, updatedAt: now })
        .where(eq(companies.id, paid.companyId))
        .returning();
      return { invoiceId: paid.id, company: updated };
    });
    const { id, name, dueDate, recurrence, status } = company.company;
    ctx.emitter.emit(id, 'all', 'payment', { action: 'CONCLUIDA', company: { id, name, dueDate, recurrence, status } });
    return reply.status(200).send({ invoiceId: company.invoiceId, status: 'paid', company: { id, dueDate } });
  });
}
