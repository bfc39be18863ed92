import { z } from 'zod';
import { idSchema } from '@shared/api/common';
import { parse } from '@shared/parse';
import { api } from '@renderer/api';
import type { Kit } from '../kit';
import { fail } from '../recorder';

/** GET /whatsapp as far as the sandbox needs it (its token is shown to admins only). */
const connectionsSchema = z.array(
  z
    .object({ id: idSchema, provider: z.string().nullish(), status: z.string().nullish(), token: z.string().nullish() })
    .loose(),
);
const inboundReplySchema = z.object({ ticketId: idSchema });

/**
 * A new pending ticket from a made-up contact, where the backend offers a sandbox channel (the
 * reference server: server/README.md "Sandbox channel"), so the run changes no real customer's
 * ticket. Null when there is none to use: a deployed backend has no sandbox, and only admins read
 * a connection's token.
 */
export async function sandboxTicket(kit: Kit): Promise<number | null> {
  // Only a probe: a backend that keeps its connections from this user simply offers no sandbox.
  const connections = await api()
    .get('whatsapp', { schema: connectionsSchema })
    .catch(() => []);
  const sandbox = connections.find((c) => c.provider === 'sandbox' && c.status === 'CONNECTED' && c.token);
  if (!sandbox?.token) return null;
  const number = `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const response = await kit.platform.fetch(`${kit.options.backendUrl.replace(/\/+$/, '')}/sandbox/inbound`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      number,
      name: 'Balcão contract kit',
      body: 'A test conversation of the Balcão contract kit.',
      queueId: kit.user?.queues[0]?.id,
    }),
  });
  const text = await response.text();
  if (!response.ok) fail(`the sandbox refused the test message: HTTP ${response.status} ${text.slice(0, 200)}`);
  return parse(inboundReplySchema, JSON.parse(text), 'POST /sandbox/inbound').ticketId;
}
