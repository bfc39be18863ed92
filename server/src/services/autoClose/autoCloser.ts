import { and, eq, inArray, lt } from 'drizzle-orm';
import type { TicketStatus } from '@shared/api/ticket';
import type { AppContext } from '../../context';
import { companySettings, tickets } from '../../db/schema';
import { closeTickets, pickedColumns } from '../closeTickets';
import { createPeriodicPass, type PeriodicPass } from '../periodicPass';

/** Every autoCloseIntervalMs (0 = by hand); tick() resolves with how many tickets were closed. */
export type AutoCloser = PeriodicPass;

const HOUR_MS = 3600_000;
/** Statuses that close by themselves when idle: a conversation in progress or a customer waiting, not groups. */
const IDLE_STATUSES: TicketStatus[] = ['open', 'pending'];

/** The company's hoursCloseTicketsAuto as hours, or null when it closes nothing (0, blank, not a number). */
export function autoCloseHours(setting: string | null | undefined): number | null {
  const hours = Number(setting);
  return Number.isFinite(hours) && hours > 0 ? hours : null;
}

/**
 * Spec 1 §9: tickets auto-close after 72 hours by default. Each pass closes, per company, the open
 * and waiting tickets with no activity (updatedAt) for the company's hoursCloseTicketsAuto hours —
 * logged 'closed' with no user (the server did it) and announced like any close. Polling the
 * injectable clock, as the scheduler does, keeps time testable and survives restarts.
 */
export function createAutoCloser(ctx: AppContext): AutoCloser {
  const pass = async (): Promise<number> => {
    const companies = await ctx.db
      .select({ companyId: companySettings.companyId, hours: companySettings.hoursCloseTicketsAuto })
      .from(companySettings);
    let closed = 0;
    for (const { companyId, hours } of companies) {
      const after = autoCloseHours(hours);
      // Beyond what a Date can hold ('9999999999' hours is how deployed backends say "never").
      const cutoff = after === null ? NaN : ctx.now().getTime() - after * HOUR_MS;
      if (!Number.isFinite(cutoff) || cutoff < -8.64e15) continue;
      const picked = await ctx.db
        .select(pickedColumns)
        .from(tickets)
        .where(
          and(
            eq(tickets.companyId, companyId),
            inArray(tickets.status, IDLE_STATUSES),
            eq(tickets.isGroup, false),
            lt(tickets.updatedAt, new Date(cutoff)),
          ),
        );
      closed += await closeTickets(ctx, companyId, picked, null);
    }
    return closed;
  };

  return createPeriodicPass(pass, ctx.options.autoCloseIntervalMs, ctx.logError);
}
