import { useEffect, useMemo, useState } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { viewerOf } from '@shared/domain/visibility';
import { useUser } from '@renderer/features/session';
import type { TicketTab } from './api';
import { loadNextPage, selectTab } from './loaders';
import { useTickets } from './store';
import { TicketList } from './TicketList';

const TABS: TicketTab[] = ['open', 'pending'];

/** The left panel: the open (assigned) and pending lists of spec 1 §2, live and paged. */
export function TicketsPanel({ selectedUuid, tab, onTabChange }: { selectedUuid?: string; tab: TicketTab; onTabChange(tab: TicketTab): void }) {
  const { t } = useTranslation('tickets');
  const user = useUser();
  const viewer = useMemo(() => viewerOf(user), [user]);
  const byId = useTickets((s) => s.byId);
  const tabs = useTickets((s) => s.tabs);
  const lists = useMemo(() => ({ open: selectTab(byId, 'open', viewer), pending: selectTab(byId, 'pending', viewer) }), [byId, viewer]);
  const [visited] = useState(() => new Set<TicketTab>());

  useEffect(() => {
    // Both tabs load at once: the pending count must show before the tab is opened.
    for (const name of TABS) {
      if (visited.has(name)) continue;
      visited.add(name);
      if (useTickets.getState().tabs[name].page === 0) void loadNextPage(name, viewer);
    }
  }, [viewer, visited]);

  return (
    <Tabs value={tab} onChange={(v) => v && onTabChange(v as TicketTab)} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Tabs.List aria-label={t('tabs.label')} grow>
        {TABS.map((name) => (
          <Tabs.Tab
            key={name}
            value={name}
            rightSection={
              lists[name].length > 0 ? (
                <Badge size="sm" variant="light" aria-hidden>
                  {lists[name].length}
                </Badge>
              ) : null
            }
          >
            {t(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((name) => (
        <Tabs.Panel key={name} value={name} style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <TicketList
            label={t(`list.${name}`)}
            tickets={lists[name]}
            state={tabs[name]}
            selectedUuid={selectedUuid}
            showAttendant={user.profile === 'admin'}
            onLoadMore={() => void loadNextPage(name, viewer)}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
