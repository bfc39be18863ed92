import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { numberedMenu, pickedOption } from '@shared/domain/chatbot';
import { isOnVacation } from '@shared/domain/connectionDates';
import { isWithinHours, type ScheduleEntry } from '@shared/domain/serviceHours';
import type { AppContext } from '../../context';
import { companies, contacts, messages, queues, tickets, whatsappQueues, type whatsapps } from '../../db/schema';
import { emitTicketUpdate } from '../../realtime/ticketEvents';
import { mediaTypeOf } from '../messageKinds';
import { sendOutbound } from '../outboundMessage';
import { localDate } from '../localDate';
import { fillPlaceholders } from '../placeholders';
import { logTicket, type TicketLogType } from '../ticketLog';
import { loadTicketView } from '../ticketView';
import { wallClock } from '../workHours';
import { loadTrees, type ChatbotView } from './chatbotTree';

type Connection = typeof whatsapps.$inferSelect;
type Ticket = typeof tickets.$inferSelect;
type Queue = typeof queues.$inferSelect;

/**
 * The chatbot answering a customer's message on a waiting ticket nobody holds, as deployed
 * Whaticket's does (spec 2 §2 "Queues page", §3, §4):
 * - during the connection's collective vacation: its vacation message, whatever is written;
 * - without a queue: outside the company's or the connection's hours (scheduleType company or
 *   connection) the connection's out-of-hours message; else the connection's greeting with its
 *   queues numbered, and a digit picks the queue;
 * - in a queue: that queue's greeting and its options numbered (or, outside its hours when
 *   scheduleType is queue, its out-of-hours message); a digit picks an option: a text option
 *   answers and offers its sub-options if it has any, a queue option moves the ticket there, an
 *   attendant option opens it for that user, and closeTicket closes it;
 * - anything else repeats the menu, at most maxUseBotQueues times (0: no limit); then the bot
 *   stops and the ticket waits for an attendant, or, with timeUseBotQueues minutes set, for the
 *   customer to write again after that long (the queue menu comes back).
 * Its messages are the company's (fromMe, no user), stored and announced like any other.
 */
export async function runChatbot(ctx: AppContext, wa: Connection, ticketId: number, reply: string, isNew: boolean) {
  const [ticket] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!ticket || ticket.status !== 'pending' || ticket.userId !== null || ticket.isGroup) return;
  const bot = await botFor(ctx, wa, ticket);
  // The connection's collective vacation (spec 2 §3) answers before anything else.
  if (isOnVacation(wa, localDate(ctx.now(), ctx.options.timezone))) return bot.say(wa.collectiveVacationMessage);
  if (await closedNow(bot)) return bot.say(wa.outOfHoursMessage);
  if (ticket.queueId === null) await atConnection(bot, ticket, reply, isNew);
  else if (ticket.isBot || isNew) await inQueue(bot, ticket, reply, isNew);
}

type Bot = Awaited<ReturnType<typeof botFor>>;

/**
 * A copy of a stored file for one message: the message keeps its file when the connection's
 * greeting media is replaced or removed. Nothing (text only) when the file is gone.
 */
async function copyOf(ctx: AppContext, key: string) {
  const found = await ctx.media.store.lookup(key);
  if (!found) return {};
  const { companyId, name, mimetype } = found.media;
  const copy = await ctx.media.store.saveBuffer(companyId, name, mimetype, await readFile(found.path));
  return { mediaUrl: copy.key, mediaType: mediaTypeOf(mimetype) };
}

async function botFor(ctx: AppContext, wa: Connection, ticket: Ticket) {
  const settings = await ctx.settingsCache.get(wa.companyId);
  const [contact] = await ctx.db
    .select({ name: contacts.name })
    .from(contacts)
    .where(eq(contacts.id, ticket.contactId));
  const now = ctx.now();
  const clock = wallClock(now, ctx.options.timezone);
  const opened = (week: ScheduleEntry[]) => isWithinHours(week, clock.weekday, clock.minutes);

  const current = async () => (await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0];
  /** Changes the ticket, logs it when asked, and announces it (a delete to whoever no longer sees it). */
  const change = async (patch: Partial<Ticket>, log?: { type: TicketLogType; userId?: number | null }) => {
    const before = await current();
    const [after] = await ctx.db
      .update(tickets)
      .set({ ...patch, updatedAt: ctx.now() })
      .where(eq(tickets.id, ticket.id))
      .returning();
    if (log)
      await logTicket(ctx.db, {
        ...log,
        ticketId: after.id,
        companyId: after.companyId,
        queueId: after.queueId,
        at: ctx.now(),
      });
    const view = await loadTicketView(ctx.db, after.id);
    if (view && before) emitTicketUpdate(ctx.emitter, view, before);
    return after;
  };
  /**
   * Sends the bot's message, its placeholders filled ({{firstName}}, {{queue}}…); a blank one is
   * not sent. With `mediaKey` the text goes as the caption of that file.
   */
  const say = async (text: string | null | undefined, queueName?: string | null, mediaKey?: string | null) => {
    if (!text?.trim()) return;
    const t = await current();
    const body = fillPlaceholders(text, {
      contactName: contact?.name ?? '',
      ticketId: t.id,
      queue: queueName ?? null,
      connection: wa.name,
      now,
      timeZone: ctx.options.timezone,
    });
    await sendOutbound(ctx, t, { body, ...(mediaKey ? await copyOf(ctx, mediaKey) : {}) });
  };
  return { ctx, wa, settings, opened, change, say, max: wa.maxUseBotQueues };
}

/** The connection's queues in the bot's order (orderQueue, then name). */
async function connectionQueues(bot: Bot) {
  return bot.ctx.db
    .select({ q: queues })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(eq(whatsappQueues.whatsappId, bot.wa.id))
    .orderBy(asc(queues.orderQueue), asc(queues.name))
    .then((rows) => rows.map((r) => r.q));
}

async function companyWeek(bot: Bot): Promise<ScheduleEntry[]> {
  const [c] = await bot.ctx.db
    .select({ schedules: companies.schedules })
    .from(companies)
    .where(eq(companies.id, bot.wa.companyId));
  return c?.schedules ?? [];
}

/** Whether this menu may be shown again: a wrong answer past maxUseBotQueues ends the bot. */
async function repeatOrStop(bot: Bot, ticket: Ticket, show: () => Promise<void>) {
  if (bot.max > 0 && ticket.amountUsedBotQueues >= bot.max) {
    await bot.change({ isBot: false, chatbotId: null });
    return;
  }
  await bot.change({ amountUsedBotQueues: ticket.amountUsedBotQueues + 1 });
  await show();
}

/**
 * Outside the company's or the connection's hours (scheduleType company or connection), with an
 * out-of-hours message to say: then that message is the whole answer, to every message.
 */
async function closedNow(bot: Bot): Promise<boolean> {
  const type = bot.settings.scheduleType;
  if ((type !== 'company' && type !== 'connection') || !bot.wa.outOfHoursMessage?.trim()) return false;
  return !bot.opened(type === 'company' ? await companyWeek(bot) : bot.wa.schedules);
}

async function atConnection(bot: Bot, ticket: Ticket, reply: string, isNew: boolean) {
  const list = await connectionQueues(bot);
  if (list.length < 2) return;
  // The connection's greeting media (when it has one) goes with the first menu, as its caption;
  // a repeated menu is text only.
  const menu = (first = false) =>
    bot.say(
      numberedMenu(
        bot.wa.greetingMessage,
        list.map((q) => q.name),
      ),
      null,
      first ? bot.wa.greetingMediaPath : null,
    );
  if (!ticket.isBot) {
    // The first message of a new conversation gets the menu; a conversation the bot gave up on
    // waits, until timeUseBotQueues minutes (when set) have passed since the bot last spoke.
    if (!isNew && !(await botMayReturn(bot, ticket))) return;
    await bot.change({ isBot: true, amountUsedBotQueues: 1, chatbotId: null });
    return menu(true);
  }
  const picked = pickedOption(reply, list.length);
  if (picked === null) return repeatOrStop(bot, ticket, menu);
  await enterQueue(bot, list[picked]);
}

async function botMayReturn(bot: Bot, ticket: Ticket): Promise<boolean> {
  const minutes = bot.wa.timeUseBotQueues;
  if (minutes <= 0) return false;
  const [last] = await bot.ctx.db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.ticketId, ticket.id), eq(messages.fromMe, true), isNull(messages.userId)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return !!last && bot.ctx.now().getTime() - last.at.getTime() >= minutes * 60_000;
}

/** The ticket joins the queue the customer picked: its greeting, and its options when it has any. */
async function enterQueue(bot: Bot, queue: Queue) {
  const options = (await loadTrees(bot.ctx.db, [queue.id])).get(queue.id) ?? [];
  await bot.change(
    { queueId: queue.id, isBot: options.length > 0, chatbotId: null, amountUsedBotQueues: options.length > 0 ? 1 : 0 },
    { type: 'chatBot' },
  );
  await offerQueue(bot, queue, options);
}

async function offerQueue(bot: Bot, queue: Queue, options: ChatbotView[]) {
  if (bot.settings.scheduleType === 'queue' && !bot.opened(queue.schedules) && queue.outOfHoursMessage?.trim()) {
    await bot.change({ isBot: false, chatbotId: null });
    return bot.say(queue.outOfHoursMessage, queue.name);
  }
  if (options.length === 0) return bot.say(queue.greetingMessage, queue.name);
  return bot.say(
    numberedMenu(
      queue.greetingMessage,
      options.map((o) => o.name),
    ),
    queue.name,
  );
}

/** Finds an option by id anywhere in a queue's tree. */
function findOption(options: ChatbotView[], id: number): ChatbotView | null {
  for (const o of options) {
    if (o.id === id) return o;
    const inner = findOption(o.options, id);
    if (inner) return inner;
  }
  return null;
}

async function inQueue(bot: Bot, ticket: Ticket, reply: string, isNew: boolean) {
  const [queue] = await bot.ctx.db
    .select()
    .from(queues)
    .where(and(eq(queues.id, ticket.queueId!), eq(queues.companyId, ticket.companyId)));
  if (!queue) return;
  const tree = (await loadTrees(bot.ctx.db, [queue.id])).get(queue.id) ?? [];
  // A new conversation queued directly (the connection's only queue) starts at the queue's menu.
  if (isNew) {
    const closed =
      bot.settings.scheduleType === 'queue' && !bot.opened(queue.schedules) && !!queue.outOfHoursMessage?.trim();
    if (tree.length === 0 && !closed) return;
    if (tree.length > 0) await bot.change({ isBot: true, chatbotId: null, amountUsedBotQueues: 1 });
    return offerQueue(bot, queue, tree);
  }
  const node = ticket.chatbotId === null ? null : findOption(tree, ticket.chatbotId);
  const level = node ? node.options : tree;
  if (level.length === 0) return bot.change({ isBot: false, chatbotId: null });
  const picked = pickedOption(reply, level.length);
  if (picked === null)
    return repeatOrStop(bot, ticket, () =>
      bot.say(
        numberedMenu(
          node ? node.greetingMessage : queue.greetingMessage,
          level.map((o) => o.name),
        ),
        queue.name,
      ),
    );
  await choose(bot, queue, level[picked]);
}

/** What an option does (spec 2 §3 queueType), then closing the ticket when it says so. */
async function choose(bot: Bot, queue: Queue, option: ChatbotView) {
  if (option.queueType === 'queue' && option.optQueueId !== null) {
    await bot.change(
      { queueId: option.optQueueId, isBot: false, chatbotId: null, amountUsedBotQueues: 0 },
      { type: 'queue' },
    );
    await bot.say(option.greetingMessage, queue.name);
  } else if (option.queueType === 'attendent' && option.optUserId !== null) {
    await bot.change(
      { status: 'open', userId: option.optUserId, isBot: false, chatbotId: null, amountUsedBotQueues: 0 },
      { type: 'open', userId: option.optUserId },
    );
    await bot.say(option.greetingMessage, queue.name);
  } else if (option.options.length > 0) {
    await bot.change({ chatbotId: option.id, amountUsedBotQueues: 1 });
    await bot.say(
      numberedMenu(
        option.greetingMessage,
        option.options.map((o) => o.name),
      ),
      queue.name,
    );
    return;
  } else {
    // A text option (or an integration or file list, which the reference server has not): its answer ends the bot.
    await bot.change({ isBot: false, chatbotId: null, amountUsedBotQueues: 0 });
    await bot.say(option.greetingMessage, queue.name);
  }
  if (option.closeTicket)
    await bot.change(
      { status: 'closed', closedAt: bot.ctx.now(), unreadMessages: 0, isBot: false },
      { type: 'closed' },
    );
}
