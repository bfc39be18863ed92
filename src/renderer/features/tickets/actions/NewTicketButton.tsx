import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { MountWhenOpened } from '@renderer/ui';
import { AlreadyOpenModal } from './AlreadyOpenModal';
import { useConflictHandler } from './useConflictHandler';

// The dialog brings the contact search and the phone-number library: they load when the pointer or
// the focus reaches the button (or at the click), not with the inbox's first row (issue 18).
const loadNewTicketModal = () => import('./NewTicketModal').then((m) => ({ default: m.NewTicketModal }));
const NewTicketModal = lazy(loadNewTicketModal);

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
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        onPointerEnter={() => void loadNewTicketModal()}
        onFocus={() => void loadNewTicketModal()}
        onClick={() => setOpened(true)}
      >
        {t('newTicket.button')}
      </Button>
      <MountWhenOpened opened={opened}>
        {(shown) => (
          <Suspense>
            <NewTicketModal
              opened={shown}
              onClose={() => setOpened(false)}
              onOpened={onOpened}
              onError={(error) => conflicts.handle(error) === 'opened'}
            />
          </Suspense>
        )}
      </MountWhenOpened>
      <MountWhenOpened opened={conflicts.held !== null}>
        {() => <AlreadyOpenModal held={conflicts.held} onClose={conflicts.closeHeld} />}
      </MountWhenOpened>
    </>
  );
}
