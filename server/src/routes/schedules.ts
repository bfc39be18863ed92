import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INT4_MAX } from '@shared/api/common';
import { inputIdSchema } from '../http/inputId';
import {
  SCHEDULE_ATTACHMENT_EXTENSIONS,
  SCHEDULE_ATTACHMENT_TYPES,
  SCHEDULE_DEFAULTS,
  SCHEDULE_MAX_REPEAT,
} from '@shared/domain/schedules';
import { LIMITS } from '@shared/domain/constants';
import type { AppContext } from '../context';
import { contacts, messages, schedules } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { validate } from '../http/validate';
import { isAdmin, type Actor } from '../services/actor';
import { naiveToInstant } from '../services/schedules/recurrence';
import { emitSchedule, scheduleView, scheduleViews } from '../services/schedules/scheduleView';
import { assertOwned } from '../services/ticketAccess';

const PAGE = 20;
const params = z.object({ scheduleId: inputIdSchema });
const listQuery = z.object({
  searchParam: z.string().max(200).optional(),
  contactId: inputIdSchema.optional(),
  userId: inputIdSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
});

/** Whaticket's form sends '' for an empty select. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' ? null : v),
  inputIdSchema.nullish(),
);
const required = 'Obrigatório';

/**
 * The form's fields (spec 3 §5: body min 5 'Mensagem muito curta', contact and sendAt
 * 'Obrigatório'). sendAt: an ISO instant, or Whaticket's naive 'YYYY-MM-DDTHH:mm' read on the
 * company's wall clock. Other fields the client may send (status, sentAt, contadorEnvio…) are
 * the server's and ignored.
 */
function fieldsSchema(timeZone: string) {
  return z.object({
    body: z.string({ error: required }).trim().min(LIMITS.scheduleBodyMin, 'Mensagem muito curta').max(4096),
    contactId: z.coerce.number({ error: required }).int().positive(required).max(INT4_MAX, required),
    sendAt: z
      .string({ error: required })
      .min(1, required)
      .transform((v, c) => {
        const at = /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? new Date(v) : naiveToInstant(v, timeZone);
        // Years 1000..9999 only: beyond them JS and PostgreSQL disagree or overflow.
        const year = at?.getUTCFullYear() ?? Number.NaN;
        if (!at || Number.isNaN(at.getTime()) || !(year >= 1000 && year <= 9999)) {
          c.addIssue({ code: 'custom', message: 'Data inválida' });
          return z.NEVER;
        }
        return at;
      }),
    ticketUserId: optionalId,
    queueId: optionalId,
    whatsappId: optionalId,
    openTicket: z.enum(['enabled', 'disabled']).optional(),
    statusTicket: z.enum(['open', 'pending', 'closed']).optional(),
    intervalo: z.coerce.number().int().min(1).max(4).optional(),
    valorIntervalo: z.coerce.number().int().min(0).max(SCHEDULE_MAX_REPEAT).optional(),
    enviarQuantasVezes: z.coerce.number().int().min(1).max(SCHEDULE_MAX_REPEAT).optional(),
    tipoDias: z.coerce.number().int().min(4).max(6).optional(),
    assinar: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  });
}

const imageOnly = (mimetype: string, filename: string) => {
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  return (SCHEDULE_ATTACHMENT_TYPES as readonly string[]).includes(mimetype) &&
    (SCHEDULE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)
    ? null
    : 'ERR_MEDIA_TYPE_NOT_ALLOWED';
};

/**
 * Schedules (spec 3 "Schedules"). A user sees and changes their own; admins everyone's. Sending
 * is the scheduler's (services/schedules/scheduler.ts).
 */
export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const create = fieldsSchema(ctx.options.timezone);
  const update = create.partial();

  const ownSchedule = async (actor: Actor, id: number) => {
    const [s] = await ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.id, id), eq(schedules.companyId, actor.companyId)));
    if (!s) throw new HttpError(404, 'ERR_NO_SCHEDULE_FOUND');
    if (s.userId !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return s;
  };

  const checkRefs = async (actor: Actor, b: Partial<z.infer<typeof create>>) => {
    if (b.contactId !== undefined) {
      const [c] = await ctx.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, b.contactId), eq(contacts.companyId, actor.companyId)));
      if (!c)
        throw new HttpError(400, 'Invalid body: contactId: not found in this company', {
          fields: { contactId: 'not found' },
        });
    }
    await assertOwned(ctx.db, actor.companyId, {
      userId: b.ticketUserId,
      queueId: b.queueId,
      whatsappId: b.whatsappId,
    });
  };

  // A file already sent is also a message's: it stays.
  const dropMedia = async (s: typeof schedules.$inferSelect) => {
    if (!s.mediaPath) return;
    const [used] = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.companyId, s.companyId), eq(messages.mediaUrl, s.mediaPath)))
      .limit(1);
    if (!used) await ctx.media.store.remove(s.mediaPath).catch(ctx.logError);
  };

  const announce = async (action: 'create' | 'update', row: typeof schedules.$inferSelect) => {
    const view = await scheduleView(ctx, row);
    emitSchedule(ctx, row.companyId, row.userId, { action, schedule: view });
    return view;
  };

  app.get('/schedules', async (req) => {
    const actor = actorOf(req);
    const q = validate(listQuery, req.query, 'query');
    const conds: SQL[] = [eq(schedules.companyId, actor.companyId)];
    const userId = isAdmin(actor) ? q.userId : actor.id;
    if (userId !== undefined) conds.push(eq(schedules.userId, userId));
    if (q.contactId !== undefined) conds.push(eq(schedules.contactId, q.contactId));
    if (q.searchParam?.trim()) {
      const like = `%${q.searchParam.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(or(ilike(schedules.body, like), ilike(contacts.name, like))!);
    }
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select({ s: schedules })
        .from(schedules)
        .innerJoin(contacts, eq(contacts.id, schedules.contactId))
        .where(where)
        .orderBy(asc(schedules.sendAt), asc(schedules.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db
        .select({ n: count() })
        .from(schedules)
        .innerJoin(contacts, eq(contacts.id, schedules.contactId))
        .where(where),
    ]);
    return {
      schedules: await scheduleViews(
        ctx,
        rows.map((r) => r.s),
      ),
      count: n,
      hasMore: n > q.pageNumber * PAGE,
    };
  });

  app.get('/schedules/:scheduleId', async (req) => {
    const actor = actorOf(req);
    const { scheduleId } = validate(params, req.params, 'params');
    return scheduleView(ctx, await ownSchedule(actor, scheduleId));
  });

  app.post('/schedules', async (req) => {
    const actor = actorOf(req);
    const b = validate(create, req.body);
    await checkRefs(actor, b);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(schedules)
      .values({
        companyId: actor.companyId,
        userId: actor.id,
        body: b.body,
        contactId: b.contactId,
        sendAt: b.sendAt,
        anchorAt: b.sendAt,
        ticketUserId: b.ticketUserId ?? null,
        queueId: b.queueId ?? null,
        whatsappId: b.whatsappId ?? null,
        openTicket: b.openTicket ?? SCHEDULE_DEFAULTS.openTicket,
        statusTicket: b.statusTicket ?? SCHEDULE_DEFAULTS.statusTicket,
        intervalo: b.intervalo ?? SCHEDULE_DEFAULTS.intervalo,
        valorIntervalo: b.valorIntervalo ?? SCHEDULE_DEFAULTS.valorIntervalo,
        enviarQuantasVezes: b.enviarQuantasVezes ?? SCHEDULE_DEFAULTS.enviarQuantasVezes,
        tipoDias: b.tipoDias ?? SCHEDULE_DEFAULTS.tipoDias,
        assinar: b.assinar ?? SCHEDULE_DEFAULTS.assinar,
        status: 'PENDENTE',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return announce('create', row);
  });

  /**
   * A changed sendAt re-arms the schedule: it becomes the new first send (PENDENTE, count 0), so
   * a sent or failed schedule can be sent again by giving it a new date.
   */
  app.put('/schedules/:scheduleId', async (req) => {
    const actor = actorOf(req);
    const { scheduleId } = validate(params, req.params, 'params');
    const s = await ownSchedule(actor, scheduleId);
    const b = validate(update, req.body);
    await checkRefs(actor, b);
    const rearm =
      b.sendAt !== undefined && b.sendAt.getTime() !== s.sendAt.getTime()
        ? { anchorAt: b.sendAt, status: 'PENDENTE', contadorEnvio: 0, sentAt: null, lastError: null }
        : {};
    const [row] = await ctx.db
      .update(schedules)
      .set({ ...b, ...rearm, updatedAt: ctx.now() })
      .where(eq(schedules.id, s.id))
      .returning();
    return announce('update', row);
  });

  app.delete('/schedules/:scheduleId', async (req) => {
    const actor = actorOf(req);
    const { scheduleId } = validate(params, req.params, 'params');
    const s = await ownSchedule(actor, scheduleId);
    await ctx.db.delete(schedules).where(eq(schedules.id, s.id));
    await dropMedia(s);
    emitSchedule(ctx, s.companyId, s.userId, { action: 'delete', scheduleId: s.id });
    return { message: 'Schedule deleted' };
  });

  /** The attachment (multipart field `file`): png, jpg or jpeg; replaces the previous one. */
  app.post('/schedules/:scheduleId/media-upload', async (req) => {
    const actor = actorOf(req);
    const { scheduleId } = validate(params, req.params, 'params');
    const s = await ownSchedule(actor, scheduleId);
    if (!req.isMultipart()) throw new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    const { files } = await readMultipart(req, ctx, actor.companyId, { fileField: 'file', accept: imageOnly });
    if (files.length !== 1) {
      await discard(ctx, files);
      throw new HttpError(400, 'Invalid body: file: exactly one', { fields: { file: 'exactly one' } });
    }
    const [row] = await ctx.db
      .update(schedules)
      .set({ mediaPath: files[0].key, mediaName: files[0].name, updatedAt: ctx.now() })
      .where(eq(schedules.id, s.id))
      .returning();
    await dropMedia(s);
    return announce('update', row);
  });

  app.delete('/schedules/:scheduleId/media-upload', async (req) => {
    const actor = actorOf(req);
    const { scheduleId } = validate(params, req.params, 'params');
    const s = await ownSchedule(actor, scheduleId);
    const [row] = await ctx.db
      .update(schedules)
      .set({ mediaPath: null, mediaName: null, updatedAt: ctx.now() })
      .where(eq(schedules.id, s.id))
      .returning();
    await dropMedia(s);
    return announce('update', row);
  });
}
