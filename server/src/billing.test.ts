import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendDueDate } from '@shared/domain/subscriptionPrice';
import { eventually, pause, recordEvents, startTestServer } from './testing/harness';
import { freshCompany } from './testing/freshCompany';
import { crc16 } from './services/pixCode';
import { localDate } from './services/localDate';

/**
 * Invoices and the Pix checkout (spec 3 §2 "Checkout dialog", §5, §7, §9): an admin lists the
 * company's invoices and subscribes; the server prices the counts itself and answers a Pix code;
 * the sandbox provider's payment marks the invoice paid, extends the company's due date by its
 * recurrence and announces `company-{id}-payment` CONCLUIDA once.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const checkout = (over: Record<string, unknown> = {}) => ({
  firstName: 'Maria Silva',
  lastName: '',
  address2: '',
  city: 'Cuiabá',
  state: 'MT',
  zipcode: '123.456.789-09',
  country: 'BR',
  useAddressForPaymentDetails: false,
  nameOnCard: '',
  cardNumber: '',
  cvv: '',
  plan: JSON.stringify({ title: 'Plano', planId: 1, price: 49, users: 3, connections: 3, queues: 3 }),
  price: 49,
  users: 3,
  connections: 3,
  ...over,
});

const pay = (txid: string) => t.api('POST', `/sandbox/pix/${txid}/pay`);

describe('billing', () => {
  it('subscribing makes the open invoice, prices the counts itself and answers a Pix copy-paste code', async () => {
    const c = await freshCompany(t, 'demo');
    expect((await c.call('GET', '/invoices/all')).body).toEqual([]);

    // The client says 1 real: the server charges 49 + 2×11 + 1×20.
    const r = await c.call('POST', '/subscription', checkout({ users: 5, connections: 4, price: 1 }));
    expect(r.status, r.text).toBe(200);
    expect(r.body.valor).toEqual({ original: '91.00' });
    const code = r.body.qrcode.qrcode as string;
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('0014br.gov.bcb.pix');
    expect(code).toContain('540591.00');
    expect(code).toContain(`0525${r.body.txid}`);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));

    const list = (await c.call('GET', '/invoices/all')).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: r.body.invoiceId, value: 91, status: 'open' });
    expect(list[0]).not.toHaveProperty('txid');
    expect((await c.call('GET', `/invoices/${r.body.invoiceId}`)).body).toMatchObject({ id: r.body.invoiceId });

    // Subscribing again charges the same open invoice with a new code; the old one no longer pays.
    const again = await c.call('POST', '/subscription', checkout({ invoiceId: r.body.invoiceId }));
    expect(again.body).toMatchObject({ invoiceId: r.body.invoiceId, valor: { original: '49.00' } });
    expect(again.body.txid).not.toBe(r.body.txid);
    expect((await pay(r.body.txid)).status).toBe(404);
    expect((await c.call('GET', '/invoices/all')).body).toHaveLength(1);
  });

  it('the sandbox payment marks the invoice paid, extends the due date by the recurrence and tells the company once', async () => {
    const c = await freshCompany(t, 'demo');
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const before = (await c.call('GET', `/companies/${c.companyId}`)).body.dueDate as string;

    const { body: charge } = await c.call('POST', '/subscription', checkout());
    const paid = await pay(charge.txid);
    expect(paid.status, paid.text).toBe(200);
    const today = localDate(t.clock.now(), 'America/Cuiaba');
    const expected = extendDueDate(before, today, 1);
    expect(paid.body).toMatchObject({ invoiceId: charge.invoiceId, status: 'paid', company: { dueDate: expected } });
    expect((await c.call('GET', `/companies/${c.companyId}`)).body.dueDate).toBe(expected);
    expect((await c.call('GET', `/invoices/${charge.invoiceId}`)).body).toMatchObject({ status: 'paid' });

    const payments = () => events.filter((e) => e.event === `company-${c.companyId}-payment`).map((e) => e.payload);
    await eventually(() => payments().length === 1);
    expect(payments()[0]).toMatchObject({ action: 'CONCLUIDA', company: { id: c.companyId, dueDate: expected } });

    // Paid twice: refused, nothing moves, no second event; a paid invoice is not charged again.
    expect((await pay(charge.txid)).status).toBe(409);
    expect((await c.call('POST', '/subscription', checkout({ invoiceId: charge.invoiceId }))).status).toBe(409);
    await pause(100);
    expect(payments()).toHaveLength(1);
    expect((await c.call('GET', `/companies/${c.companyId}`)).body.dueDate).toBe(expected);

    // The next checkout opens a new invoice, due on the new due date; paying it moves a month on from there.
    const { body: next } = await c.call('POST', '/subscription', checkout());
    expect(next.invoiceId).not.toBe(charge.invoiceId);
    expect((await c.call('GET', `/invoices/${next.invoiceId}`)).body).toMatchObject({
      dueDate: expected,
      status: 'open',
    });
    const list = (await c.call('GET', '/invoices/all')).body as { id: number }[];
    expect(list.map((i) => i.id)).toEqual([next.invoiceId, charge.invoiceId]);
    expect((await pay(next.txid)).body.company.dueDate).toBe(extendDueDate(expected, today, 1));
    socket.close();
  });

  it('a company past its due date renews from today', async () => {
    // Company 2's shape is due in a year; 400 days on it is past due.
    const c = await freshCompany(t, 'other');
    const start = t.clock.now();
    try {
      t.clock.advance(400 * 86_400_000);
      const admin = await t.login(c.users.admin);
      const { body: charge } = await c.call('POST', '/subscription', checkout(), admin.token);
      const today = localDate(t.clock.now(), 'America/Cuiaba');
      expect((await pay(charge.txid)).body.company.dueDate).toBe(extendDueDate(today, today, 1));
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses the checkout without a name or CPF/CNPJ, or under 3 users or connections', async () => {
    const c = await freshCompany(t, 'demo');
    const noName = await c.call('POST', '/subscription', checkout({ firstName: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toEqual({ firstName: 'ERR_CHECKOUT_NAME_REQUIRED' });
    const noDocument = await c.call('POST', '/subscription', checkout({ zipcode: undefined }));
    expect(noDocument.body.fields).toEqual({ zipcode: 'ERR_CHECKOUT_ZIPCODE_REQUIRED' });
    const few = await c.call('POST', '/subscription', checkout({ users: 2, connections: 1 }));
    expect(few.status).toBe(400);
    expect(few.body.fields).toEqual({ users: 'ERR_CHECKOUT_MINIMUM_THREE', connections: 'ERR_CHECKOUT_MINIMUM_THREE' });
    expect((await c.call('GET', '/invoices/all')).body).toEqual([]);
  });

  it("is the company admins': a profile user is refused, another company's invoice is not found", async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'demo');
    const { body: charge } = await c.call('POST', '/subscription', checkout());
    const ana = await t.login(c.users.ana);
    for (const [method, path, body] of [
      ['GET', '/invoices/all'],
      ['GET', `/invoices/${charge.invoiceId}`],
      ['POST', '/subscription', checkout()],
    ] as const)
      expect((await c.call(method, path, body, ana.token)).status, `${method} ${path}`).toBe(403);

    expect((await other.call('GET', `/invoices/${charge.invoiceId}`)).status).toBe(404);
    expect((await other.call('POST', '/subscription', checkout({ invoiceId: charge.invoiceId }))).status).toBe(404);
    expect((await other.call('GET', '/invoices/all')).body).toEqual([]);
    expect((await c.call('GET', '/invoices/999999')).body).toMatchObject({ error: 'ERR_NO_INVOICE_FOUND' });
    expect((await t.api('GET', '/invoices/all')).status).toBe(401);
    expect((await pay('unknown')).status).toBe(404);
    expect((await pay('not-a-txid!')).status).toBe(400);
  });
});
