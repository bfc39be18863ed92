import { useEffect, useRef, useState } from 'react';
import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconInbox, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canSeeGroups } from '@shared/domain/permissions';
import type { TicketListName } from '@shared/domain/visibility';
import { useUser } from '@renderer/session';
import { markFirstScreenShownAfterPaint, useFirstScreenShown } from '@renderer/ui';
import { FiltersPanel } from './list/FiltersPanel';
import { ListToolbar } from './list/ListToolbar';
import { SearchBox } from './list/SearchBox';
import { loadFirstPages } from './loaders';
import { visibleOpenTab } from './startShownList';
import { setOpenTab, setPanelTab, useTickets, type OpenTab, type PanelTab } from './store';
import { TicketList } from './TicketList';

const PANEL_TABS = [
  { value: 'open', icon: IconInbox },
  { value: 'closed', icon: IconCircleCheck },
  { value: 'search', icon: IconSearch },
] as const;

const fill = { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/**
 * The left panel of spec 1 §2: search, filters, and the icon tabs open (with assigned, pending and
 * group inside), closed and search. Lists load when first needed: the three of "open" at once (their
 * counts show on the tabs), closed and search when opened.
 */
export function TicketsPanel({ selectedUuid }: { selectedUuid?: string }) {
  const { t } = useTranslation('tickets');
  const user = useUser();
  const groups = canSeeGroups(user);
  const tab = useTickets((s) => s.tab);
  const storedOpenTab = useTickets((s) => s.openTab);
  const openTab = visibleOpenTab(storedOpenTab, groups);
  const ready = useTickets((s) => s.scope.viewer?.id === user.id);
  const generations = useTickets((s) =>
    Object.values(s.lists)
      .map((l) => l.generation)
      .join(),
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const innerTabs: OpenTab[] = groups ? ['open', 'pending', 'group'] : ['open', 'pending'];

  // The list on screen first, alone: the other tabs' first pages (their counts) follow once it is
  // shown, so the first row waits for one request, not three (issue 18).
  const shownList: TicketListName = tab === 'open' ? openTab : tab;
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    if (!ready) return;
    const wanted: TicketListName[] = firstScreenShown ? [...innerTabs] : [shownList];
    if (tab !== 'open') wanted.push(tab);
    void loadFirstPages(wanted);
    // innerTabs follows `groups`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, tab, groups, generations, firstScreenShown, shownList]);
  // Its first page (or its failure) on screen is the inbox's first screen.
  const shownSettled = useTickets((s) => s.lists[shownList].page > 0 || s.lists[shownList].error !== null);
  useEffect(() => {
    if (shownSettled) markFirstScreenShownAfterPaint();
  }, [shownSettled]);

  return (
    <div style={fill}>
      <PendingAnnouncer />
      <SearchBox />
      <ListToolbar filtersOpen={filtersOpen} onToggleFilters={() => setFiltersOpen((o) => !o)} />
      {filtersOpen && <FiltersPanel />}
      <Tabs value={tab} onChange={(v) => v && setPanelTab(v as PanelTab)} keepMounted={false} style={fill}>
        <Tabs.List grow aria-label={t('tabs.label')}>
          {PANEL_TABS.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden />}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="open" style={fill}>
          <Tabs
            value={openTab}
            onChange={(v) => v && setOpenTab(v as OpenTab)}
            keepMounted={false}
            variant="pills"
            style={fill}
          >
            <Tabs.List grow aria-label={t('tabs.openLabel')} p={4}>
              {innerTabs.map((name) => (
                <Tabs.Tab key={name} value={name} rightSection={<ListCount list={name} />}>
                  {t(`tabs.${name === 'open' ? 'assigned' : name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {innerTabs.map((name) => (
              <Tabs.Panel key={name} value={name} style={fill}>
                <TicketList list={name} label={t(`list.${name}`)} selectedUuid={selectedUuid} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="closed" style={fill}>
          <TicketList list="closed" label={t('list.closed')} selectedUuid={selectedUuid} />
        </Tabs.Panel>
        <Tabs.Panel value="search" style={fill}>
          <TicketList list="search" label={t('list.search')} selectedUuid={selectedUuid} />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}

/** The server's count of a list, on its tab (hidden from the tab's name: the list says it). */
function ListCount({ list }: { list: TicketListName }) {
  const count = useTickets((s) => s.lists[list].count);
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="light" aria-hidden>
      {count}
    </Badge>
  );
}

/**
 * Tells screen readers when the waiting list grows or shrinks (a new customer in the user's
 * queues), politely: the count on the tab is only seen. Not the first count: that is no news.
 */
function PendingAnnouncer() {
  const { t } = useTranslation('tickets');
  const count = useTickets((s) => (s.lists.pending.page > 0 ? s.lists.pending.count : null));
  const [message, setMessage] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count === null) return;
    if (previous.current !== null && previous.current !== count) setMessage(t('list.pendingNow', { count }));
    previous.current = count;
  }, [count, t]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
