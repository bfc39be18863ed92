/**
 * `npm run bench` (campaign part): a campaign over 10,000 contacts with messageInterval 0 (issue 17,
 * "messages per second, server memory"). Starts the reference server in memory (PGlite in this
 * process, or an empty PostgreSQL database given as BENCH_DATABASE_URL) with its pass timer off,
 * gives the demo company a contact list of 10,000 valid entries, a sending window open all week
 * and a campaign due now, then drives the runner's passes back to back (what the server's timer
 * does once a second) until the campaign is FINALIZADA, and prints:
 * - messages per second the runner sends (each: a shipping row, the contact and ticket found or
 *   made, the message stored and emitted, the sandbox's acks);
 * - the server process's memory (RSS, heap) before, at its peak, and after;
 * - the pace a deployed server keeps with its timer (at most one burst per pass and campaign).
 * It asserts nothing; the figures go to the closing note.
 */
import { eq, sql } from 'drizzle-orm';
import { createServer } from '../server/src/createServer';
import { campaignShipping, campaigns, users } from '../server/src/db/schema';

const CONTACTS = Number(process.env.BENCH_CAMPAIGN_CONTACTS ?? 10_000);
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await createServer({
    port: 0,
    dataDir: 'memory://',
    schedulerIntervalMs: 0,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  console.log(`Database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite in this process'}`);
  try {
    const [admin] = await server.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const { token } = (await call('POST', '/auth/login', { email: 'admin@demo.local', password: 'demo1234' })) as {
      token: string;
    };
    const list = (await call('POST', '/contact-lists', { name: 'Bench' }, token)) as { id: number };
    await server.db.execute(sql`
      insert into contact_list_items ("companyId", "contactListId", name, number, email, "isWhatsappValid", "createdAt", "updatedAt")
      select ${admin.companyId}::int, ${list.id}::int, 'Cliente ' || i, (5565990000000 + i)::text, '', true, now(), now()
      from generate_series(1, ${CONTACTS}::int) as i`);
    await call(
      'POST',
      '/campaign-settings',
      {
        settings: {
          messageInterval: 0,
          longerIntervalAfter: 0,
          greaterInterval: 0,
          sabado: true,
          domingo: true,
          startHour: '00:00',
          endHour: '23:59',
        },
      },
      token,
    );
    const campaign = (await call(
      'POST',
      '/campaigns',
      { name: 'Bench', message1: 'Oi {nome}', contactListId: list.id, scheduledAt: new Date().toISOString() },
      token,
    )) as { id: number };

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    // Sampled after every pass: PGlite runs in this process, so a timer would wait for the loop anyway.
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const start = performance.now();
    let sent = 0;
    let passes = 0;
    let mostInAPass = 0;
    for (;;) {
      const inPass = await server.ctx.campaignRunner.tick();
      sent += inPass;
      mostInAPass = Math.max(mostInAPass, inPass);
      passes += 1;
      sample();
      const [row] = await server.db
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.id));
      if (row.status === 'FINALIZADA') break;
      if (passes > CONTACTS) throw new Error(`still ${row.status} after ${passes} passes`);
    }
    const seconds = (performance.now() - start) / 1000;
    const [{ shipped }] = await server.db
      .select({ shipped: sql<number>`count(*)::int` })
      .from(campaignShipping)
      .where(eq(campaignShipping.campaignId, campaign.id));
    global.gc?.();
    const after = process.memoryUsage();
    console.log(`Campaign over ${CONTACTS.toLocaleString('en-US')} contacts, messageInterval 0:`);
    console.log(
      `  ${sent.toLocaleString('en-US')} messages (${shipped} shipping rows) in ${seconds.toFixed(1)} s, ${passes} passes`,
    );
    console.log(`  ${(sent / seconds).toFixed(0)} messages/s when passes run back to back`);
    console.log(
      `  memory: RSS ${MB(before.rss)} → peak ${MB(peakRss)} → ${MB(after.rss)}; heap ${MB(before.heapUsed)} → peak ${MB(peakHeap)} → ${MB(after.heapUsed)}`,
    );
    console.log(
      `  a deployed server passes once a second and sends at most ${mostInAPass} messages a pass: about ${Math.round(Math.min(mostInAPass, sent / seconds))} messages/s`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
