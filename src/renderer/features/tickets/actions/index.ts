// Ticket actions and their modals (spec 1 §2 "Conversation header actions", §4 transitions).
// The list panel renders the two buttons below in its toolbar; they are filled in by the actions work.
export { NewTicketButton } from './NewTicketButton';
export { CloseAllButton } from './CloseAllButton';
