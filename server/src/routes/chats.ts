import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES_PAGE_SIZE, CHATS_PAGE_SIZE } from '@shared/api/chat';
import { chatRoutes as r } from '@shared/api/routes/chats';
import type { EmittedPayload } from '@shared/api/socketEvents';
import type { AppContext } from '../context';
import { chatMembers, chatMessages, chats, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import type { Actor } from '../services/actor';
import { assertPlanFlag } from '../services/planFlag';
import { rooms } from '../services/ticketVisibility';

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** The chats (with their members and the members' names) as replies and events carry them. */
async function chatViews(db: DbOrTx, rows: ChatRow[]) {
  if (rows.length === 0) return [];
  const members = await db
    .select({ chatId: chatMembers.chatId, userId: chatMembers.userId, unreads: chatMembers.unreads, name: users.name })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(
      inArray(
        chatMembers.chatId,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((c) => ({
    id: c.id,
    uuid: c.uuid,
    title: c.title,
    ownerId: c.ownerId,
    lastMessage: c.lastMessage,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    users: members
      .filter((m) => m.chatId === c.id)
      .map((m) => ({ userId: m.userId, unreads: m.unreads, user: { id: m.userId, name: m.name } })),
  }));
}
type ChatView = Awaited<ReturnType<typeof chatViews>>[number];

const chatView = async (db: DbOrTx, row: ChatRow): Promise<ChatView> => (await chatViews(db, [row]))[0];

function messageView(m: MessageRow, senderName: string) {
  return {
    id: m.id,
    chatId: m.chatId,
    senderId: m.senderId,
    sender: { id: m.senderId, name: senderName },
    message: m.message,
    mediaPath: m.mediaPath,
    mediaName: m.mediaName,
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/**
 * Internal chat (spec 1 §7 "Internal chat", spec 3 "Internal chat"): the users of a company whose
 * plan has useInternalChat talk in chats they are members of. A chat of another company is not
 * found; a chat of the company the caller is not in is refused. Only the owner edits or deletes
 * one. Events on `company-{id}-chat` reach the members' own rooms only.
 */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tell = (companyId: number, userIds: readonly number[], payload: EmittedPayload<'chat'>) =>
    ctx.emitter.emit(companyId, [...new Set(userIds)].map(rooms.user), 'chat', payload);
  const memberIds = (view: ChatView) => view.users.map((u) => u.userId);

  const actorWithPlan = async (req: FastifyRequest): Promise<Actor> => {
    const actor = actorOf(req);
    await assertPlanFlag(ctx.db, actor.companyId, 'useInternalChat');
    return actor;
  };

  /** The chat, if the caller's company has it and the caller is in it. */
  const memberChat = async (actor: Actor, where: { id: number } | { uuid: string }) => {
    const [chat] = await ctx.db
      .select()
      .from(chats)
      .where(
        and(eq(chats.companyId, actor.companyId), 'id' in where ? eq(chats.id, where.id) : eq(chats.uuid, where.uuid)),
      );
    if (!chat) throw new HttpError(404, 'ERR_NO_CHAT_FOUND');
    const [member] = await ctx.db
      .select({ unreads: chatMembers.unreads })
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, actor.id)));
    if (!member) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return chat;
  };

  const ownedChat = async (actor: Actor, chatId: number) => {
    const chat = await memberChat(actor, { id: chatId });
    if (chat.ownerId !== actor.id) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return chat;
  };

  /** The picked users plus the owner; every one must be a user of the caller's company. */
  const membersOf = async (actor: Actor, picked: number[]) => {
    const wanted = [...new Set([...picked, actor.id])];
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, actor.companyId), inArray(users.id, wanted)));
    if (found.length !== wanted.length) {
      throw new HttpError(400, 'ERR_NO_USER_FOUND', { fields: { users: 'ERR_NO_USER_FOUND' } });
    }
    return wanted;
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = await actorWithPlan(req);
    const term = q.searchParam?.trim();
    const where = and(
      eq(chats.companyId, actor.companyId),
      eq(chatMembers.userId, actor.id),
      term ? ilike(chats.title, likePattern(term)) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select({ chat: chats })
        .from(chats)
        .innerJoin(chatMembers, eq(chatMembers.chatId, chats.id))
        .where(where)
        .orderBy(desc(chats.updatedAt), desc(chats.id))
        .limit(CHATS_PAGE_SIZE)
        .offset((q.pageNumber - 1) * CHATS_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(chats).innerJoin(chatMembers, eq(chatMembers.chatId, chats.id)).where(where),
    ]);
    return {
      records: await chatViews(
        ctx.db,
        rows.map((row) => row.chat),
      ),
      count: n,
      hasMore: q.pageNumber * CHATS_PAGE_SIZE < n,
    };
  });

  serve(app, ctx, r.one, async ({ req, params: { uuid } }) => {
    const actor = await actorWithPlan(req);
    return chatView(ctx.db, await memberChat(actor, { uuid }));
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = await actorWithPlan(req);
    const members = await membersOf(actor, body.users);
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [chat] = await tx
        .insert(chats)
        .values({ companyId: actor.companyId, title: body.title, ownerId: actor.id, createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(chatMembers).values(members.map((userId) => ({ chatId: chat.id, userId })));
      return chat;
    });
    const view = await chatView(ctx.db, row);
    tell(actor.companyId, memberIds(view), { action: 'create', record: view });
    return view;
  });

  serve(app, ctx, r.update, async ({ req, params: { chatId }, body }) => {
    const actor = await actorWithPlan(req);
    const chat = await ownedChat(actor, chatId);
    const members = await membersOf(actor, body.users);
    const before = await ctx.db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, chatId));
    const removed = before.map((m) => m.userId).filter((id) => !members.includes(id));
    const row = await ctx.db.transaction(async (tx) => {
      if (removed.length > 0) {
        await tx.delete(chatMembers).where(and(eq(chatMembers.chatId, chatId), inArray(chatMembers.userId, removed)));
      }
      // Members who stay keep their unread counts.
      await tx
        .insert(chatMembers)
        .values(members.map((userId) => ({ chatId, userId })))
        .onConflictDoNothing();
      const [updated] = await tx
        .update(chats)
        .set({ title: body.title, updatedAt: ctx.now() })
        .where(eq(chats.id, chat.id))
        .returning();
      return updated;
    });
    const view = await chatView(ctx.db, row);
    if (removed.length > 0) tell(actor.companyId, removed, { action: 'delete', id: chatId });
    tell(actor.companyId, memberIds(view), { action: 'update', record: view });
    return view;
  });

  serve(app, ctx, r.remove, async ({ req, params: { chatId } }) => {
    const actor = await actorWithPlan(req);
    await ownedChat(actor, chatId);
    const members = await ctx.db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, chatId));
    await ctx.db.delete(chats).where(eq(chats.id, chatId));
    tell(
      actor.companyId,
      members.map((m) => m.userId),
      { action: 'delete', id: chatId },
    );
    return { message: 'Chat deleted' };
  });

  /** 10 a page, page 1 the newest; each page newest first, as deployed backends answer. */
  serve(app, ctx, r.messages, async ({ req, params: { chatId }, query: { pageNumber } }) => {
    const actor = await actorWithPlan(req);
    const chat = await memberChat(actor, { id: chatId });
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select({ m: chatMessages, name: users.name })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(eq(chatMessages.chatId, chat.id))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(CHAT_MESSAGES_PAGE_SIZE)
        .offset((pageNumber - 1) * CHAT_MESSAGES_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, chat.id)),
    ]);
    return {
      records: rows.map((row) => messageView(row.m, row.name)),
      count: n,
      hasMore: pageNumber * CHAT_MESSAGES_PAGE_SIZE < n,
    };
  });

  /**
   * A message: stored once per client id (a resend after a lost reply answers the stored one and
   * announces nothing new), the chat's last message and order updated, one more unread for every
   * other member, and `new-message` to the members.
   */
  serve(app, ctx, r.send, async ({ req, params: { chatId }, body }) => {
    const actor = await actorWithPlan(req);
    const chat = await memberChat(actor, { id: chatId });
    const stored = async () => {
      if (!body.clientId) return null;
      const [row] = await ctx.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.clientId, body.clientId)));
      return row ?? null;
    };
    const senderName = (await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, actor.id)))[0].name;
    const again = await stored();
    if (again) return messageView(again, senderName);
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          chatId: chat.id,
          senderId: actor.id,
          message: body.message,
          clientId: body.clientId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      await tx.update(chats).set({ lastMessage: body.message, updatedAt: now }).where(eq(chats.id, chat.id));
      await tx
        .update(chatMembers)
        .set({ unreads: sql`${chatMembers.unreads} + 1` })
        .where(and(eq(chatMembers.chatId, chat.id), ne(chatMembers.userId, actor.id)));
      return inserted;
    });
    // Two copies of one resend raced: the other one stored and announced it.
    if (!row) return messageView((await stored())!, senderName);
    const message = messageView(row, senderName);
    const [updatedChat] = await ctx.db.select().from(chats).where(eq(chats.id, chat.id));
    const view = await chatView(ctx.db, updatedChat);
    tell(actor.companyId, memberIds(view), { action: 'new-message', newMessage: message, chat: view });
    return message;
  });

  serve(app, ctx, r.read, async ({ req, params: { chatId } }) => {
    const actor = await actorWithPlan(req);
    const chat = await memberChat(actor, { id: chatId });
    await ctx.db
      .update(chatMembers)
      .set({ unreads: 0 })
      .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, actor.id)));
    const view = await chatView(ctx.db, chat);
    // Only the reader's count changed: its other windows hear it.
    tell(actor.companyId, [actor.id], { action: 'update', record: view });
    return view;
  });
}
