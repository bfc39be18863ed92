import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerOf } from '../auth/accessToken';
import type { AppContext } from '../context';
import { whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { inputIdSchema } from '../http/inputId';
import { validate } from '../http/validate';

const scanBody = z
  .object({
    /** The code the phone read; when given it must be the one shown now. */
    qrcode: z.string().min(1).max(1000).optional(),
    /** The phone's number (default: a random sandbox mobile). */
    number: z
      .string()
      .regex(/^\d{8,20}$/, 'must be 8 to 20 digits')
      .optional(),
  })
  .default({});

/**
 * POST /sandbox/whatsapp/{id}/scan: the sandbox's phone scans the QR code a connection shows
 * (spec 2 §4: qrcode → CONNECTED). Like POST /sandbox/inbound it is the simulated channel's
 * own door, outside the product's contract: the caller proves which connection it speaks for with
 * that connection's 30-character token (which only those who manage connections can read).
 * 409 ERR_WAPP_NOT_PAIRING when no code is showing, or another one than `qrcode`.
 */
export function registerSandboxPairingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/sandbox/whatsapp/:whatsappId/scan', async (req, reply) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, 'ERR_SESSION_EXPIRED');
    const { whatsappId } = validate(z.object({ whatsappId: inputIdSchema }), req.params, 'params');
    const token = bearerOf(header);
    const [row] = token ? await ctx.db.select().from(whatsapps).where(eq(whatsapps.token, token)) : [];
    if (!row || row.id !== whatsappId) throw new HttpError(403, 'Invalid connection token');
    if (row.provider !== 'sandbox') throw new HttpError(400, 'ERR_NO_WAPP_FOUND');
    const input = validate(scanBody, req.body ?? {});
    const scanned = await ctx.pairing.scan(row, { code: input.qrcode, number: input.number });
    return reply.status(200).send({ id: scanned.id, status: scanned.status, number: scanned.number });
  });
}
