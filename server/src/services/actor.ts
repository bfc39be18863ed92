import { eq } from 'drizzle-orm';
import type { PermissionSubject } from '@shared/domain/permissions';
import { userQueues, users } from '../db/schema';
import type { DbOrTx } from '../db/types';

type Switch = 'enabled' | 'disabled';
const sw = (v: string): Switch => (v === 'enabled' ? 'enabled' : 'disabled');

/** The signed-in user as rules see it: the row, typed switches and the ids of its queues. */
export interface Actor extends PermissionSubject {
  id: number;
  companyId: number;
  name: string;
  profile: 'admin' | 'user';
  super: boolean;
  allTicket: Switch;
  allowGroup: boolean;
  allHistoric: Switch;
  allUserChat: Switch;
  userClosePendingTicket: Switch;
  showDashboard: Switch;
  allowRealTime: Switch;
  allowConnections: Switch;
  farewellMessage: string | null;
  queueIds: number[];
}

export const isAdmin = (a: Pick<Actor, 'profile'>) => a.profile === 'admin';

/** Loads a user of a company as an Actor; null when missing or of another company. */
export async function loadActor(db: DbOrTx, userId: number, companyId: number): Promise<Actor | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u || u.companyId !== companyId) return null;
  const qs = await db.select({ queueId: userQueues.queueId }).from(userQueues).where(eq(userQueues.userId, u.id));
  return {
    id: u.id,
    companyId: u.companyId,
    name: u.name,
    profile: u.profile === 'admin' ? 'admin' : 'user',
    super: u.super,
    allTicket: sw(u.allTicket),
    allowGroup: u.allowGroup,
    allHistoric: sw(u.allHistoric),
    allUserChat: sw(u.allUserChat),
    userClosePendingTicket: sw(u.userClosePendingTicket),
    showDashboard: sw(u.showDashboard),
    allowRealTime: sw(u.allowRealTime),
    allowConnections: sw(u.allowConnections),
    farewellMessage: u.farewellMessage,
    queueIds: qs.map((q) => q.queueId),
  };
}
