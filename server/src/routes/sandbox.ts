import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inputIdSchema } from '../http/inputId';
import { bearerOf } from '../auth/accessToken';
import type { AppContext } from '../context';
import { whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { discard, field, readMultipart, type UploadedFile } from '../http/multipart';
import { validate } from '../http/validate';
import { changeInbound, receiveInbound, type InboundMessage } from '../services/inbound';
import { callLogBody, locationBody, mediaTypeOf } from '../services/messageKinds';

// Digits only once formatting is dropped: "+55 (65) 99999-0000" → 5565999990000.
const number = z
  .string()
  .transform((s) => s.replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(/^\d{8,20}$/, 'must be 8 to 20 digits'));
const text = z
  .string()
  .max(4096)
  .refine((s) => s.trim().length > 0, 'must not be blank');
const messageId = inputIdSchema;

/** The kinds besides text; at most one per message (then `body` is an optional caption). */
const kinds = {
  media: z.object({
    mimetype: z.string().regex(/^[\w.+-]+\/[\w.+-]+(;.*)?$/, 'must be a MIME type'),
    filename: z.string().max(200).optional(),
    data: z.string().min(1),
  }),
  location: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    name: z.string().max(200).optional(),
  }),
  vcard: z
    .string()
    .max(8192)
    .refine((s) => /^BEGIN:VCARD\r?\n[\s\S]*\nEND:VCARD$/i.test(s.trim()), 'must be BEGIN:VCARD … END:VCARD'),
  reaction: z.object({ emoji: z.string().min(1).max(32), messageId }),
  callLog: z.literal(true),
};
type Kind = keyof typeof kinds;
const KINDS = Object.keys(kinds) as Kind[];

const base = {
  number,
  name: z.string().trim().max(100).optional(),
  queueId: inputIdSchema.optional(),
  isGroup: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  quotedMessageId: messageId.optional(),
};
const inboundSchema = (withKind: boolean) =>
  z
    .object({ ...base, body: withKind ? z.string().max(4096).optional() : text })
    .extend(
      Object.fromEntries(KINDS.map((k) => [k, kinds[k].optional()])) as {
        [K in Kind]: z.ZodOptional<(typeof kinds)[K]>;
      },
    );
const editSchema = z.object({ edit: z.object({ messageId, body: text }) });
const deleteSchema = z.object({ delete: z.object({ messageId }) });

/**
 * The sandbox channel's inbound door: what a real WhatsApp session would deliver. The caller
 * proves which connection it speaks for with that connection's 30-character token.
 * JSON: text (`body`), or one of `media` {mimetype, filename, data (base64)}, `location`,
 * `vcard`, `reaction`, `callLog`; or `edit` / `delete` of an earlier customer message.
 * Multipart: the same text fields and one file (any field name).
 */
export function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const connectionOf = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, 'ERR_SESSION_EXPIRED');
    const token = bearerOf(header);
    const [wa] = token ? await ctx.db.select().from(whatsapps).where(eq(whatsapps.token, token)) : [];
    if (!wa) throw new HttpError(403, 'Invalid connection token');
    if (wa.provider !== 'sandbox') throw new HttpError(400, 'ERR_NO_WAPP_FOUND');
    if (wa.status !== 'CONNECTED') throw new HttpError(400, 'ERR_WAPP_NOT_INITIALIZED');
    return wa;
  };

  // Base64 media in JSON: room for the largest file (4/3 of it) and the other fields.
  const bodyLimit = Math.ceil((ctx.options.mediaMaxBytes * 4) / 3) + 256 * 1024;

  // The token is checked on request, before the body (up to bodyLimit) is read or parsed: a
  // caller without one is answered at once and its body never reaches a parser.
  const authenticated = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof connectionOf>>>();
  const onRequest = async (req: FastifyRequest) => void authenticated.set(req, await connectionOf(req));

  app.post('/sandbox/inbound', { bodyLimit, onRequest }, async (req, reply) => {
    const wa = authenticated.get(req) ?? (await connectionOf(req));
    let upload: UploadedFile | null = null;
    let raw: Record<string, unknown>;
    if (req.isMultipart()) {
      const input = await readMultipart(req, ctx, wa.companyId);
      if (input.files.length > 1) {
        await discard(ctx, input.files);
        throw new HttpError(400, 'ERR_TOO_MANY_FILES');
      }
      upload = input.files[0] ?? null;
      raw = Object.fromEntries(KEYS_OF_MULTIPART.map((k) => [k, field(input, k)]).filter(([, v]) => v !== undefined));
    } else {
      raw = (req.body ?? {}) as Record<string, unknown>;
    }
    try {
      if (raw.edit !== undefined) {
        const { edit } = validate(editSchema, raw);
        return reply.status(200).send(await changeInbound(ctx, wa, { messageId: edit.messageId, edit: edit.body }));
      }
      if (raw.delete !== undefined) {
        const del = validate(deleteSchema, raw).delete;
        return reply.status(200).send(await changeInbound(ctx, wa, { messageId: del.messageId, delete: true }));
      }
      const present = KINDS.filter((k) => raw[k] !== undefined);
      if (present.length + (upload ? 1 : 0) > 1)
        throw new HttpError(400, `Invalid body: only one of ${KINDS.join(', ')} or a file`, {
          fields: Object.fromEntries(present.map((k) => [k, 'only one kind per message'])),
        });
      const input = validate(inboundSchema(present.length > 0 || upload !== null), raw);
      if (input.media) upload = await storeBase64(ctx, wa.companyId, input.media);
      const message = await messageOf(ctx, input, upload);
      const r = await receiveInbound(ctx, wa, {
        number: input.number,
        name: input.name,
        queueId: input.queueId,
        isGroup: input.isGroup,
        message: { ...message, quotedMsgId: message.quotedMsgId ?? input.quotedMessageId ?? null },
      });
      upload = null; // the message holds it now
      return reply.status(201).send({
        ticketId: r.ticketId,
        ticketUuid: r.ticketUuid,
        messageId: r.message.id,
        contactId: r.contactId,
        createdTicket: r.createdTicket,
        createdContact: r.createdContact,
        mediaType: r.message.mediaType,
      });
    } finally {
      if (upload) await discard(ctx, [upload]);
    }
  });
}

const KEYS_OF_MULTIPART = ['number', 'name', 'body', 'queueId', 'isGroup', 'quotedMessageId'];

async function storeBase64(ctx: AppContext, companyId: number, media: z.infer<typeof kinds.media>) {
  const data = Buffer.from(media.data, 'base64');
  if (data.length === 0)
    throw new HttpError(400, 'Invalid body: media.data: not base64', { fields: { 'media.data': 'not base64' } });
  if (data.length > ctx.options.mediaMaxBytes) throw new HttpError(400, 'ERR_MEDIA_TOO_LARGE');
  const mimetype = media.mimetype.split(';')[0].trim();
  return { ...(await ctx.media.store.saveBuffer(companyId, media.filename ?? 'file', mimetype, data)), field: 'media' };
}

type Parsed = z.infer<ReturnType<typeof inboundSchema>>;

/** The stored message of each kind (bodies in services/messageKinds.ts). */
async function messageOf(ctx: AppContext, input: Parsed, upload: UploadedFile | null): Promise<InboundMessage> {
  const caption = input.body?.trim() ? input.body : '';
  if (upload) {
    const mediaType = mediaTypeOf(upload.mimetype);
    return { body: caption || (mediaType === 'application' ? upload.name : ''), mediaType, mediaUrl: upload.key };
  }
  if (input.location) {
    const { latitude, longitude, name } = input.location;
    return { body: locationBody(latitude, longitude, name), mediaType: 'locationMessage' };
  }
  if (input.vcard) return { body: input.vcard.trim(), mediaType: 'contactMessage' };
  if (input.reaction)
    return { body: input.reaction.emoji, mediaType: 'reactionMessage', quotedMsgId: input.reaction.messageId };
  if (input.callLog) return { body: callLogBody(ctx.now(), ctx.options.timezone), mediaType: 'call_log' };
  return { body: input.body ?? '' };
}
