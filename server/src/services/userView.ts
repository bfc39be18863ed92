import { asc, eq, inArray } from 'drizzle-orm';
import { queues, userQueues, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { loadCompanyView } from './companyView';

type UserRow = typeof users.$inferSelect;

/**
 * The ONE place a user row becomes wire data. It lists the public fields explicitly, so
 * passwordHash, tokenVersion or any future secret column can never leak by default.
 */
export function publicUserFields(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    profile: u.profile,
    companyId: u.companyId,
    super: u.super,
    profileImage: u.profileImage,
    color: u.color,
    startWork: u.startWork,
    endWork: u.endWork,
    farewellMessage: u.farewellMessage,
    allTicket: u.allTicket,
    allowGroup: u.allowGroup,
    defaultTheme: u.defaultTheme,
    defaultMenu: u.defaultMenu,
    allHistoric: u.allHistoric,
    allUserChat: u.allUserChat,
    userClosePendingTicket: u.userClosePendingTicket,
    showDashboard: u.showDashboard,
    allowRealTime: u.allowRealTime,
    allowConnections: u.allowConnections,
    whatsappId: u.whatsappId,
    defaultTicketsManagerWidth: u.defaultTicketsManagerWidth,
    online: u.online,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof publicUserFields>;

/** The queues of some users, keyed by user id. */
export async function queuesOfUsers(db: DbOrTx, userIds: number[]) {
  const out = new Map<
    number,
    { id: number; name: string; color: string; orderQueue: number | null; greetingMessage: string | null }[]
  >();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: userQueues.userId,
      id: queues.id,
      name: queues.name,
      color: queues.color,
      orderQueue: queues.orderQueue,
      greetingMessage: queues.greetingMessage,
    })
    .from(userQueues)
    .innerJoin(queues, eq(queues.id, userQueues.queueId))
    .where(inArray(userQueues.userId, userIds))
    .orderBy(asc(queues.orderQueue), asc(queues.name));
  for (const { userId, ...q } of rows) out.set(userId, [...(out.get(userId) ?? []), q]);
  return out;
}

/** The full user of CONTRACT.md "Session" (queues, company with plan and settings). */
export async function loadUserView(db: DbOrTx, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  const qs = (await queuesOfUsers(db, [u.id])).get(u.id) ?? [];
  return { ...publicUserFields(u), queues: qs, company: await loadCompanyView(db, u.companyId) };
}
export type UserView = NonNullable<Awaited<ReturnType<typeof loadUserView>>>;
