import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Loader, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { useParams } from 'react-router';
import { IconMessageCircle } from '@tabler/icons-react';
import { viewerOf } from '@shared/domain/visibility';
import { useUser } from '@renderer/session';
import { EmptyState, whenFirstScreenShown } from '@renderer/ui';
import { fitPanel } from './list/fitPanel';
import { PanelResizer } from './list/PanelResizer';
import { usePanelWidth } from './list/usePanelWidth';
import { selectTicketTab, setViewer } from './store';
import { TicketsPanel } from './TicketsPanel';
import { loadTicketView, TicketView } from './loadTicketView';

// The conversation (messages, composer, header actions, the contact drawer and the phone-number
// library) is not needed for the list's first row: its chunk loads beside the page's when a ticket
// is in the route (router.tsx), otherwise once the first screen is shown, before a click needs it.

const column = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/** /tickets and /tickets/{uuid}: the lists on the left, the current conversation on the right. */
/** A ticket the user accepted or reopened: its tab is shown (one function, so the header's memo holds). */
const showOnItsTab = (ticket: Ticket) => selectTicketTab(ticket.status);

export default function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { ticketId: uuid } = useParams();
  const user = useUser();
  const viewer = useMemo(() => viewerOf(user), [user]);
  const [width, setWidth] = usePanelWidth(user);
  // The page's own width (the window less the side menu), measured: before the first measure, the
  // window's. Where the panel cannot keep its minimum beside a usable conversation, two tabs (spec 1 §2).
  const { ref, width: measured } = useElementSize();
  const fit = fitPanel(measured || window.innerWidth, width);
  const panel = useRef<HTMLElement>(null);

  /** Escape in the conversation (the composer, say) goes back to the list, unless something there used it. */
  const backToList = (e: React.KeyboardEvent<HTMLElement>) => {
    // A dialog's keys bubble here through React's portal too: only what sits in the conversation itself.
    if (e.key !== 'Escape' || e.defaultPrevented || !e.currentTarget.contains(e.target as Node)) return;
    panel.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
  };
  // The store is kept live by the layout (useTicketsLive); the viewer is set here too for a first render.
  useEffect(() => setViewer(viewer), [viewer]);
  useEffect(() => void whenFirstScreenShown().then(loadTicketView), []);

  const conversation = uuid ? (
    <Suspense
      fallback={
        <Center style={{ flex: 1 }}>
          <Loader role="progressbar" aria-label={t('view.loading')} />
        </Center>
      }
    >
      <TicketView key={uuid} uuid={uuid} onAccepted={showOnItsTab} />
    </Suspense>
  ) : (
    <EmptyState icon={<IconMessageCircle size={48} stroke={1.2} aria-hidden />} title={t('chat.noTicketMessage')} />
  );

  return (
    <div ref={ref} style={{ display: 'flex', flex: 1, minHeight: 0, minWidth: 0 }}>
      {/* The screen's one h1, for headings navigation; the panel and the conversation show their own names. */}
      <VisuallyHidden>
        <Title order={1}>{t('page.title')}</Title>
      </VisuallyHidden>
      {fit.narrow ? (
        <NarrowTickets uuid={uuid} conversation={conversation} />
      ) : (
        <>
          <aside ref={panel} aria-label={t('tabs.label')} style={{ ...column, width: fit.width, flexShrink: 0 }}>
            <TicketsPanel selectedUuid={uuid} />
          </aside>
          <PanelResizer width={fit.width} max={fit.max} label={t('panel.resize')} onChange={setWidth} />
          <div style={{ flex: 1, display: 'flex', minWidth: 0 }} onKeyDown={backToList}>
            {conversation}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The narrow layout: tabs 'Ticket' and 'Atendimentos'. With no ticket in the route the list is
 * shown; opening a ticket shows it; the placeholder's button goes back to the list.
 */
function NarrowTickets({ uuid, conversation }: { uuid: string | undefined; conversation: React.ReactNode }) {
  const { t } = useTranslation('tickets');
  const [tab, setTab] = useState<'ticket' | 'list'>(uuid ? 'ticket' : 'list');
  useEffect(() => setTab(uuid ? 'ticket' : 'list'), [uuid]);

  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as 'ticket' | 'list')} style={{ ...column, flex: 1 }}>
      <Tabs.List grow aria-label={t('narrow.label')}>
        <Tabs.Tab value="ticket">{t('narrow.ticket')}</Tabs.Tab>
        <Tabs.Tab value="list">{t('narrow.list')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ticket" style={{ ...column, flex: 1 }}>
        {uuid ? (
          <div style={{ flex: 1, display: 'flex', minHeight: 0 }}>{conversation}</div>
        ) : (
          <EmptyState icon={<IconMessageCircle size={48} stroke={1.2} aria-hidden />} title={t('chat.noTicketMessage')}>
            <Button mt="md" onClick={() => setTab('list')}>
              {t('narrow.select')}
            </Button>
          </EmptyState>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="list" style={{ ...column, flex: 1 }}>
        <TicketsPanel selectedUuid={uuid} />
      </Tabs.Panel>
    </Tabs>
  );
}
