import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { AlreadyOpenModal } from './AlreadyOpenModal';
import { NewTicketModal } from './NewTicketModal';
import { useConflictHandler } from './useConflictHandler';

/**
 * The panel's "new ticket" button and its dialog. A contact already in a ticket of another user
 * gets the 'already open' dialog; the user's own ticket opens instead (spec 1 §8).
 */
export function NewTicketButton({ onOpened }: { onOpened?(ticket: Ticket): void }) {
  const { t } = useTranslation('tickets');
  const [opened, setOpened] = useState(false);
  const conflicts = useConflictHandler(onOpened);
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setOpened(true)}>
        {t('newTicket.button')}
      </Button>
      <NewTicketModal
        opened={opened}
        onClose={() => setOpened(false)}
        onOpened={onOpened}
        onError={(error) => conflicts.handle(error) === 'opened'}
      />
      <AlreadyOpenModal held={conflicts.held} onClose={conflicts.closeHeld} />
    </>
  );
}
