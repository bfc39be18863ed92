import { create } from 'zustand';
import type { Ticket } from '@shared/api/ticket';
import type { TicketTab } from './api';

export interface TabState {
  /** Last page loaded (pages from 1); 0 before the first load. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

export interface TicketsState {
  /** One source of truth: every ticket known, by id, whichever tab shows it. */
  byId: Record<number, Ticket>;
  tabs: Record<TicketTab, TabState>;
}

const emptyTab: TabState = { page: 0, hasMore: true, loading: false, error: null };

export const useTickets = create<TicketsState>(() => ({
  byId: {},
  tabs: { open: { ...emptyTab }, pending: { ...emptyTab } },
}));

/** Keeps the newer copy: events may arrive twice or out of order. */
function newer(current: Ticket | undefined, incoming: Ticket): boolean {
  if (!current) return true;
  return Date.parse(incoming.updatedAt) >= Date.parse(current.updatedAt);
}

export function upsertTickets(tickets: readonly Ticket[]): void {
  if (tickets.length === 0) return;
  useTickets.setState((state) => {
    let byId = state.byId;
    for (const ticket of tickets) {
      if (!newer(byId[ticket.id], ticket)) continue;
      if (byId === state.byId) byId = { ...byId };
      byId[ticket.id] = ticket;
    }
    return byId === state.byId ? state : { byId };
  });
}

export function removeTickets(ids: readonly number[]): void {
  useTickets.setState((state) => {
    const byId = { ...state.byId };
    for (const id of ids) delete byId[id];
    return { byId };
  });
}

export function patchTab(tab: TicketTab, patch: Partial<TabState>): void {
  useTickets.setState((state) => ({ tabs: { ...state.tabs, [tab]: { ...state.tabs[tab], ...patch } } }));
}

export function resetTickets(): void {
  useTickets.setState({ byId: {}, tabs: { open: { ...emptyTab }, pending: { ...emptyTab } } });
}
