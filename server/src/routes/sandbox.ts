import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerOf } from '../auth/accessToken';
import type { AppContext } from '../context';
import { whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { validate } from '../http/validate';
import { receiveInbound } from '../services/inbound';

const inboundBody = z.object({
  // Digits only once formatting is dropped: "+55 (65) 99999-0000" → 5565999990000.
  number: z
    .string()
    .transform((s) => s.replace(/[\s()+-]/g, ''))
    .pipe(z.string().regex(/^\d{8,20}$/, 'must be 8 to 20 digits')),
  name: z.string().trim().max(100).optional(),
  body: z
    .string()
    .max(4096)
    .refine((s) => s.trim().length > 0, 'must not be blank'),
  queueId: z.number().int().positive().optional(),
  isGroup: z.boolean().optional(),
});

/**
 * The sandbox channel's inbound door: what a real WhatsApp session would deliver. The caller
 * proves which connection it speaks for with that connection's 30-character token.
 */
export function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/sandbox/inbound', async (req, reply) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, 'ERR_SESSION_EXPIRED');
    const token = bearerOf(header);
    const [wa] = token ? await ctx.db.select().from(whatsapps).where(eq(whatsapps.token, token)) : [];
    if (!wa) throw new HttpError(403, 'Invalid connection token');
    if (wa.provider !== 'sandbox') throw new HttpError(400, 'ERR_NO_WAPP_FOUND');
    if (wa.status !== 'CONNECTED') throw new HttpError(400, 'ERR_WAPP_NOT_INITIALIZED');
    const input = validate(inboundBody, req.body);
    const r = await receiveInbound(ctx, wa, input);
    return reply.status(201).send({
      ticketId: r.ticketId,
      ticketUuid: r.ticketUuid,
      messageId: r.message.id,
      contactId: r.contactId,
      createdTicket: r.createdTicket,
      createdContact: r.createdContact,
    });
  });
}
