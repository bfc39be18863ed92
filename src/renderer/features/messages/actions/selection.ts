import { create } from 'zustand';

/** Forwarding: the messages picked in one conversation (ids as text, in the order picked). */
export const useSelection = create<{ ticketId: number | null; ids: string[] }>(() => ({ ticketId: null, ids: [] }));

/** Selection mode on, in `ticketId`, starting with the message whose menu asked to forward. */
export function startSelection(ticketId: number, id: string | number): void {
  useSelection.setState({ ticketId, ids: [String(id)] });
}

export function toggleSelected(id: string | number): void {
  const key = String(id);
  useSelection.setState((s) => ({ ids: s.ids.includes(key) ? s.ids.filter((x) => x !== key) : [...s.ids, key] }));
}

export function clearSelection(): void {
  useSelection.setState({ ticketId: null, ids: [] });
}
