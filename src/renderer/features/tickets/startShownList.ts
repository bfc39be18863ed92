import type { User } from '@shared/api/user';
import { canSeeGroups } from '@shared/domain/permissions';
import { viewerOf, type TicketListName } from '@shared/domain/visibility';
import { loadFirstPages } from './loaders';
import { setViewer, useTickets, type OpenTab, type PanelTab } from './store';

/** The inner tab shown: "group" falls back to the user's own tab without the permission. */
export const visibleOpenTab = (openTab: OpenTab, groups: boolean): OpenTab =>
  openTab === 'group' && !groups ? 'open' : openTab;

/** The list the panel shows for its tabs. */
const shownListOf = (tab: PanelTab, openTab: OpenTab, groups: boolean): TicketListName =>
  tab === 'open' ? visibleOpenTab(openTab, groups) : tab;

/**
 * Asks for the first page of the list the inbox will show, as soon as the inbox's code is in: the
 * panel would ask once the signed-in layout has rendered and committed, about 230 ms later
 * (bench/first-row.ts, issue 18). The panel's own request then finds it in flight; a scope that
 * changes meanwhile resets the list and drops its reply, as for any page. Resolves once that
 * page is in (or failed).
 */
export function startShownList(user: User): Promise<void> {
  setViewer(viewerOf(user));
  const { tab, openTab } = useTickets.getState();
  return loadFirstPages([shownListOf(tab, openTab, canSeeGroups(user))]);
}
