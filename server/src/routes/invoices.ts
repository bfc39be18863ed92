import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceRoutes as r } from '@shared/api/routes/invoices';
import { subscriptionPrice } from '@shared/domain/subscriptionPrice';
import type { AppContext } from '../context';
import { companies, invoices, plans } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { isAdmin, type Actor } from '../services/actor';
import { localDate } from '../services/localDate';
import { pixCode } from '../services/pixCode';
import { connectionToken } from '../services/randomToken';

type Row = typeof invoices.$inferSelect;

/** An invoice as the finance screens read it (the Pix code and txid stay with the checkout). */
export function invoiceView(i: Row) {
  return {
    id: i.id,
    companyId: i.companyId,
    detail: i.detail,
    value: i.value,
    dueDate: i.dueDate,
    status: i.status,
    paidAt: i.paidAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

/** The sandbox payment provider's receiver: its Pix key and the name and city a bank app shows. */
export const SANDBOX_PIX_RECEIVER = {
  key: 'pix@sandbox.balcao.local',
  merchantName: 'Balcao Sandbox',
  merchantCity: 'Cuiaba',
};

/**
 * The company's invoices and the Pix checkout (spec 3 §2 "Checkout dialog", §7 "Checkout"): the
 * admins of the company only (spec 1 §2 puts finance in the administration area); another
 * company's invoice is not found. POST /subscription charges the chosen invoice (or the oldest open
 * one, made when there is none) at the price the server computes from the counts, and answers the
 * Pix charge; the payment itself arrives from the provider (routes/sandboxPix.ts).
 */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOf = (req: FastifyRequest): Actor => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return actor;
  };

  const find = async (actor: Actor, invoiceId: number) => {
    const [row] = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_INVOICE_FOUND');
    return row;
  };

  /** The company's oldest open invoice, or a new one for its plan due on its due date (or today). */
  const openInvoiceOf = async (actor: Actor, value: number): Promise<Row> => {
    const [open] = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, actor.companyId), eq(invoices.status, 'open')))
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(1);
    if (open) return open;
    const [company] = await ctx.db
      .select({ dueDate: companies.dueDate, plan: plans.name })
      .from(companies)
      .leftJoin(plans, eq(plans.id, companies.planId))
      .where(eq(companies.id, actor.companyId));
    const now = ctx.now();
    const [made] = await ctx.db
      .insert(invoices)
      .values({
        companyId: actor.companyId,
        detail: company?.plan ?? '',
        value,
        dueDate: company?.dueDate ?? localDate(now, ctx.options.timezone),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return made;
  };

  serve(app, ctx, r.list, async ({ req }) => {
    const actor = adminOf(req);
    const rows = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, actor.companyId))
      .orderBy(desc(invoices.dueDate), desc(invoices.id));
    return rows.map(invoiceView);
  });

  serve(app, ctx, r.one, async ({ req, params: { invoiceId } }) => invoiceView(await find(adminOf(req), invoiceId)));

  serve(app, ctx, r.subscribe, async ({ req, body }) => {
    const actor = adminOf(req);
    // Never the client's price: the counts decide it (spec 3 §9).
    const value = subscriptionPrice(body.users, body.connections);
    const invoice = body.invoiceId ? await find(actor, body.invoiceId) : await openInvoiceOf(actor, value);
    if (invoice.status === 'paid') throw new HttpError(409, 'ERR_INVOICE_ALREADY_PAID');
    // A charge of its own each time (the Pix manual's txid: 26 to 35 letters and digits; 25 fit the
    // static code's field): a code shown earlier for other counts can no longer pay this invoice.
    const txid = connectionToken(25);
    const code = pixCode({ ...SANDBOX_PIX_RECEIVER, amount: value, txid });
    await ctx.db
      .update(invoices)
      .set({
        value,
        users: body.users,
        connections: body.connections,
        txid,
        pixCode: code,
        updatedAt: ctx.now(),
      })
      .where(eq(invoices.id, invoice.id));
    return { qrcode: { qrcode: code }, valor: { original: value.toFixed(2) }, txid, invoiceId: invoice.id };
  });
}
