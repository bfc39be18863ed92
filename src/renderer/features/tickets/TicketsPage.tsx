import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IconMessageCircle } from '@tabler/icons-react';
import { LIMITS } from '@shared/domain/constants';
import { EmptyState } from '@renderer/ui';
import type { TicketTab } from './api';
import { useTicketsRealtime } from './realtime';
import { TicketsPanel } from './TicketsPanel';
import { TicketView } from './TicketView';

/** /tickets and /tickets/{uuid}: the lists on the left, the current conversation on the right. */
export default function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { ticketId: uuid } = useParams();
  const [tab, setTab] = useState<TicketTab>('open');
  useTicketsRealtime();

  return (
    <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <aside
        aria-label={t('tabs.label')}
        style={{ width: LIMITS.ticketsPanelWidth.default, minWidth: LIMITS.ticketsPanelWidth.min, display: 'flex', flexDirection: 'column', borderRight: '1px solid var(--mantine-color-default-border)' }}
      >
        <TicketsPanel selectedUuid={uuid} tab={tab} onTabChange={setTab} />
      </aside>
      <div style={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {uuid ? (
          <TicketView key={uuid} uuid={uuid} onAccepted={(ticket) => setTab(ticket.status === 'pending' ? 'pending' : 'open')} />
        ) : (
          <EmptyState icon={<IconMessageCircle size={48} stroke={1.2} aria-hidden />} title={t('chat.noTicketMessage')} />
        )}
      </div>
    </div>
  );
}
