import type { Contact } from '@shared/api/contact';
import { AlreadyOpenModal } from './AlreadyOpenModal';
import { NewTicketModal } from './NewTicketModal';
import { useConflictHandler } from './useConflictHandler';

/**
 * A new ticket with a contact chosen elsewhere (the contacts page's "open a ticket", spec 1 §2):
 * the queue and connection asked as in the panel's dialog, the conversation opened once created;
 * a contact already in another user's ticket gets the 'already open' dialog (spec 1 §8).
 */
export function StartTicketDialog({ contact, onClose }: { contact: Contact | null; onClose(): void }) {
  const conflicts = useConflictHandler();
  return (
    <>
      <NewTicketModal
        opened={contact !== null}
        contact={contact}
        onClose={onClose}
        onError={(error) => conflicts.handle(error) === 'opened'}
      />
      <AlreadyOpenModal held={conflicts.held} onClose={conflicts.closeHeld} />
    </>
  );
}
