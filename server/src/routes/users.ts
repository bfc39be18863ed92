import bcrypt from 'bcryptjs';
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userRoutes as r } from '@shared/api/routes/users';
import { issueRefreshToken } from '../auth/refreshTokens';
import { endSessions } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/types';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { COOKIE, cookieOptions } from './auth';
import { queues, userQueues, users } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { isAdmin, type Actor } from '../services/actor';
import { assertUnderPlanLimit } from '../services/planLimit';
import { deleteUser } from '../services/deleteUser';
import { assertOwned } from '../services/ticketAccess';
import { rooms } from '../services/ticketVisibility';
import { userChange } from '../services/userUpdate';
import { loadUserView, publicUserFields, queuesOfUsers } from '../services/userView';
import { dropPicture, pictureFileOf } from '../services/userPicture';
import { discard, readMultipart } from '../http/multipart';

/** CONTRACT.md "Lists": users come 20 a page. */
const USERS_PAGE = 20;

/** Self, or an admin of the same company; another company's user does not exist (404). */
async function targetOf(ctx: AppContext, actor: Actor, userId: number) {
  const [u] = await ctx.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!u || u.companyId !== actor.companyId) throw new HttpError(404, 'ERR_NO_USER_FOUND');
  if (u.id !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  return u;
}

/**
 * Emails are unique across companies (login is by email alone, CONTRACT.md). Taken by a colleague:
 * the deployed message. Taken by another company's user: a neutral ERR_EMAIL_UNAVAILABLE that does
 * not say a user exists there, so one company cannot probe another's addresses by its wording.
 */
async function assertEmailFree(ctx: AppContext, actor: Actor, email: string, userId: number) {
  const [taken] = await ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)));
  if (!taken) return;
  if (taken.companyId === actor.companyId)
    throw new HttpError(400, 'An user with this email already exists.', { fields: { email: 'already in use' } });
  throw new HttpError(400, 'ERR_EMAIL_UNAVAILABLE', { fields: { email: 'unavailable' } });
}

/** Replaces a user's queues with `queueIds`, each of which must be the company's own. */
async function setQueues(tx: DbOrTx, companyId: number, userId: number, queueIds: number[]) {
  const owned = queueIds.length
    ? await tx
        .select({ id: queues.id })
        .from(queues)
        .where(and(eq(queues.companyId, companyId), inArray(queues.id, queueIds)))
    : [];
  if (owned.length !== new Set(queueIds).size)
    throw new HttpError(400, 'Invalid queueIds: not found in this company', { fields: { queueIds: 'not found' } });
  await tx.delete(userQueues).where(eq(userQueues.userId, userId));
  if (owned.length) await tx.insert(userQueues).values(owned.map((q) => ({ userId, queueId: q.id })));
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const announce = async (actor: Actor, userId: number) => {
    const view = await loadUserView(ctx.db, userId);
    if (view)
      ctx.emitter.emit(actor.companyId, [rooms.admins, rooms.user(userId)], 'user', { action: 'update', user: view });
    await ctx.emitter.refreshUser(actor.companyId, userId);
    return view;
  };

  /**
   * The company's users as a viewer may see them: admins get every public field; others only
   * what the transfer dialog needs (id, name, profile, picture, colour, queues), not colleagues'
   * emails, permission flags or work hours.
   */
  const usersFor = async (actor: Actor, rows: (typeof users.$inferSelect)[]) => {
    const qs = await queuesOfUsers(
      ctx.db,
      rows.map((u) => u.id),
    );
    return rows.map((u) => {
      const queues = qs.get(u.id) ?? [];
      if (isAdmin(actor)) return { ...publicUserFields(u), queues };
      return {
        id: u.id,
        name: u.name,
        profile: u.profile,
        profileImage: u.profileImage,
        color: u.color,
        queues: queues.map(({ id, name, color }) => ({ id, name, color })),
      };
    });
  };

  // Plain array of the company's users (transfer dialogs, filters).
  serve(app, ctx, r.list, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db.select().from(users).where(eq(users.companyId, actor.companyId)).orderBy(asc(users.name));
    return usersFor(actor, rows);
  });

  // One page of 20 (`GET /users/?searchParam=&pageNumber=`): the transfer dialog's user search.
  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const conds = [eq(users.companyId, actor.companyId)];
    const term = q.searchParam?.trim();
    if (term) {
      const like = likePattern(term);
      // Admins also find a user by email; others only by name (emails are not theirs to see).
      conds.push(isAdmin(actor) ? or(ilike(users.name, like), ilike(users.email, like))! : ilike(users.name, like));
    }
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(USERS_PAGE)
        .offset((q.pageNumber - 1) * USERS_PAGE),
      ctx.db.select({ n: count() }).from(users).where(where),
    ]);
    return { users: await usersFor(actor, rows), count: n, hasMore: n > q.pageNumber * USERS_PAGE };
  });

  serve(app, ctx, r.one, async ({ req, params: { userId } }) => {
    const actor = actorOf(req);
    await targetOf(ctx, actor, userId);
    return loadUserView(ctx.db, userId);
  });

  /**
   * An admin adds a user (POST /users, spec 2 "Users"): in the admin's own company whatever the
   * body says, within the plan's user count, with an email no one else has. Announced to the
   * company's admins (their users pages) as deployed backends do (company-{id}-user create).
   */
  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const { password, queueIds, companyId: _ignored, ...columns } = body;
    if (columns.super && !actor.super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await assertOwned(ctx.db, actor.companyId, { whatsappId: columns.whatsappId || undefined });
    await assertEmailFree(ctx, actor, body.email, 0);
    await assertUnderPlanLimit(ctx.db, actor.companyId, 'users');
    const now = ctx.now();
    const passwordHash = await bcrypt.hash(password, 10);
    const userId = await ctx.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          ...columns,
          whatsappId: columns.whatsappId || null,
          companyId: actor.companyId,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (queueIds?.length) await setQueues(tx, actor.companyId, u.id, queueIds);
      return u.id;
    });
    // Just inserted in this request: a missing row would be a broken database, not a 404.
    const view = (await loadUserView(ctx.db, userId))!;
    ctx.emitter.emit(actor.companyId, [rooms.admins], 'user', { action: 'create', user: view });
    return view;
  });

  serve(app, ctx, r.update, async ({ req, reply, params: { userId }, body }) => {
    const actor = actorOf(req);
    await targetOf(ctx, actor, userId);
    // Not a patch (services/userUpdate.ts): omitted queues, connection and width are reset.
    const data = userChange(actor, body);
    await assertOwned(ctx.db, actor.companyId, { whatsappId: data.whatsappId });
    if (data.email) await assertEmailFree(ctx, actor, data.email, userId);
    // The picture is set by its upload alone (a name here could point at any file of the
    // company); a record sent back carries it unchanged, and null removes it.
    const { password, queueIds, profileImage, ...columns } = data;
    const patch: Partial<typeof users.$inferInsert> = { ...columns, updatedAt: ctx.now() };
    if (password) patch.passwordHash = await bcrypt.hash(password, 10);
    const [held] =
      profileImage === null
        ? await ctx.db.select({ file: users.profileImage }).from(users).where(eq(users.id, userId))
        : [];
    if (held?.file) patch.profileImage = null;
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set(patch).where(eq(users.id, userId));
      if (queueIds) await setQueues(tx, actor.companyId, userId, queueIds);
    });
    if (held?.file) await dropPicture(ctx, actor.companyId, held.file);
    if (password) {
      // A new password ends the user's sessions everywhere at once (auth/sessions.ts), whoever
      // set it. Changing one's own keeps this device signed in: a new refresh cookie, which the
      // client's refresh after the 403 (or the socket's disconnect) spends; the sockets are
      // disconnected once this reply is out, so that refresh already has the new cookie.
      const own = userId === actor.id;
      await endSessions(ctx, userId, own ? (disconnect) => reply.raw.once('close', disconnect) : undefined);
      if (own) reply.setCookie(COOKIE, await issueRefreshToken(ctx.db, userId, ctx.now()), cookieOptions);
    }
    return announce(actor, userId);
  });

  /**
   * An admin deletes a colleague (DELETE /users/{id}, spec 2 "Users"). Not oneself: the company
   * could lose its last admin and the person would be signed out mid-click; not a super user
   * unless the actor is one (the platform's accounts are not a company admin's to remove).
   */
  serve(app, ctx, r.remove, async ({ req, params: { userId } }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const [u] = await ctx.db
      .select({ id: users.id, companyId: users.companyId, super: users.super, picture: users.profileImage })
      .from(users)
      .where(eq(users.id, userId));
    if (!u || u.companyId !== actor.companyId) throw new HttpError(404, 'ERR_NO_USER_FOUND');
    if (u.id === actor.id) throw new HttpError(400, 'ERR_CANNOT_DELETE_SELF');
    if (u.super && !actor.super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await deleteUser(ctx, actor.companyId, userId);
    await dropPicture(ctx, actor.companyId, u.picture);
    return { message: 'User deleted' };
  });

  /**
   * A user's picture (spec 2 §7 media-upload): by the user or an admin of the company, an image
   * (not SVG: the file is served to anyone), replacing the one before, announced like an edit.
   */
  serve(app, ctx, r.uploadPicture, async ({ req, params: { userId } }) => {
    const actor = actorOf(req);
    await targetOf(ctx, actor, userId);
    const required = () =>
      new HttpError(400, 'Invalid body: profileImage: exactly one image', { fields: { profileImage: 'required' } });
    if (!req.isMultipart()) throw required();
    const input = await readMultipart(req, ctx, actor.companyId, {
      fileField: 'profileImage',
      accept: (mimetype) => (/^image\/(png|jpeg|gif|webp)$/.test(mimetype) ? null : 'ERR_MEDIA_TYPE_NOT_ALLOWED'),
    });
    if (input.files.length !== 1) {
      await discard(ctx, input.files);
      throw required();
    }
    const [before] = await ctx.db.select({ file: users.profileImage }).from(users).where(eq(users.id, userId));
    await ctx.db
      .update(users)
      .set({ profileImage: pictureFileOf(input.files[0].key), updatedAt: ctx.now() })
      .where(eq(users.id, userId));
    await dropPicture(ctx, actor.companyId, before?.file);
    return announce(actor, userId);
  });

  serve(app, ctx, r.panelWidth, async ({ req, params: { userId }, body: { defaultTicketsManagerWidth } }) => {
    const actor = actorOf(req);
    await targetOf(ctx, actor, userId);
    await ctx.db.update(users).set({ defaultTicketsManagerWidth, updatedAt: ctx.now() }).where(eq(users.id, userId));
    return loadUserView(ctx.db, userId);
  });
}
