import { and, asc, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduleRoutes as r, type ScheduleFields } from '@shared/api/routes/schedules';
import { SCHEDULE_DEFAULTS } from '@shared/domain/schedules';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { contacts, schedules } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { pngOrJpeg } from '../http/pngOrJpeg';
import { isAdmin, type Actor } from '../services/actor';
import { dropUnusedMedia } from '../services/dropUnusedMedia';
import { naiveToInstant } from '../services/schedules/recurrence';
import { emitSchedule, scheduleView, scheduleViews } from '../services/schedules/scheduleView';
import { assertOwned } from '../services/ticketAccess';

const PAGE = 20;
/**
 * A calendar's read (a period given) takes bigger pages: a busy month is hundreds of schedules, and
 * twenty at a time made it a hundred requests. Deployed backends ignore the period and keep 20.
 */
const CALENDAR_PAGE = 250;

/**
 * Schedules (spec 3 "Schedules"). A user sees and changes their own; admins everyone's. Sending
 * is the scheduler's (services/schedules/scheduler.ts).
 */
export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * sendAt as an instant: an ISO one as it is, Whaticket's naive 'YYYY-MM-DDTHH:mm' on the
   * company's wall clock; years 1000..9999 only (beyond them JS and PostgreSQL disagree or overflow).
   */
  const instantOf = (v: string) => {
    const at = /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? new Date(v) : naiveToInstant(v, ctx.options.timezone);
    const year = at?.getUTCFullYear() ?? Number.NaN;
    if (!at || Number.isNaN(at.getTime()) || !(year >= 1000 && year <= 9999))
      throw new HttpError(400, 'Invalid body: sendAt: Data inválida', { fields: { sendAt: 'Data inválida' } });
    return at;
  };

  const ownSchedule = async (actor: Actor, id: number) => {
    const [s] = await ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.id, id), eq(schedules.companyId, actor.companyId)));
    if (!s) throw new HttpError(404, 'ERR_NO_SCHEDULE_FOUND');
    if (s.userId !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return s;
  };

  const checkRefs = async (
    actor: Actor,
    b: Partial<Pick<ScheduleFields, 'contactId' | 'ticketUserId' | 'queueId' | 'whatsappId'>>,
  ) => {
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

  const dropMedia = (s: typeof schedules.$inferSelect) => dropUnusedMedia(ctx, s.companyId, s.mediaPath);

  const announce = async (action: 'create' | 'update', row: typeof schedules.$inferSelect) => {
    const view = await scheduleView(ctx, row);
    emitSchedule(ctx, row.companyId, row.userId, { action, schedule: view });
    return view;
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const conds: SQL[] = [eq(schedules.companyId, actor.companyId)];
    const userId = isAdmin(actor) ? q.userId : actor.id;
    if (userId !== undefined) conds.push(eq(schedules.userId, userId));
    if (q.contactId !== undefined) conds.push(eq(schedules.contactId, q.contactId));
    if (q.sendAtFrom) conds.push(gte(schedules.sendAt, new Date(q.sendAtFrom)));
    if (q.sendAtTo) conds.push(lt(schedules.sendAt, new Date(q.sendAtTo)));
    if (q.searchParam?.trim()) {
      const like = likePattern(q.searchParam.trim());
      conds.push(or(ilike(schedules.body, like), ilike(contacts.name, like))!);
    }
    const where = and(...conds);
    const size = q.sendAtFrom && q.sendAtTo ? CALENDAR_PAGE : PAGE;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select({ s: schedules })
        .from(schedules)
        .innerJoin(contacts, eq(contacts.id, schedules.contactId))
        .where(where)
        .orderBy(asc(schedules.sendAt), asc(schedules.id))
        .limit(size)
        .offset((q.pageNumber - 1) * size),
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
      hasMore: n > q.pageNumber * size,
    };
  });

  serve(app, ctx, r.one, async ({ req, params: { scheduleId } }) => {
    const actor = actorOf(req);
    return scheduleView(ctx, await ownSchedule(actor, scheduleId));
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = actorOf(req);
    const b = { ...body, sendAt: instantOf(body.sendAt) };
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
  serve(app, ctx, r.update, async ({ req, params: { scheduleId }, body }) => {
    const actor = actorOf(req);
    const s = await ownSchedule(actor, scheduleId);
    const { sendAt, ...rest } = body;
    const b = sendAt === undefined ? rest : { ...rest, sendAt: instantOf(sendAt) };
    await checkRefs(actor, b);
    const rearm =
      'sendAt' in b && b.sendAt.getTime() !== s.sendAt.getTime()
        ? { anchorAt: b.sendAt, status: 'PENDENTE', contadorEnvio: 0, sentAt: null, lastError: null }
        : {};
    const [row] = await ctx.db
      .update(schedules)
      .set({ ...b, ...rearm, updatedAt: ctx.now() })
      .where(eq(schedules.id, s.id))
      .returning();
    return announce('update', row);
  });

  serve(app, ctx, r.remove, async ({ req, params: { scheduleId } }) => {
    const actor = actorOf(req);
    const s = await ownSchedule(actor, scheduleId);
    await ctx.db.delete(schedules).where(eq(schedules.id, s.id));
    await dropMedia(s);
    emitSchedule(ctx, s.companyId, s.userId, { action: 'delete', scheduleId: s.id });
    return { message: 'Schedule deleted' };
  });

  /** The attachment (multipart field `file`): png, jpg or jpeg; replaces the previous one. */
  serve(app, ctx, r.uploadMedia, async ({ req, params: { scheduleId } }) => {
    const actor = actorOf(req);
    const s = await ownSchedule(actor, scheduleId);
    if (!req.isMultipart()) throw new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    const { files } = await readMultipart(req, ctx, actor.companyId, { fileField: 'file', accept: pngOrJpeg });
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

  serve(app, ctx, r.removeMedia, async ({ req, params: { scheduleId } }) => {
    const actor = actorOf(req);
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
