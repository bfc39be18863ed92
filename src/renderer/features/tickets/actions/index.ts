// Ticket actions and their modals (spec 1 §2 "Conversation header actions", §4 transitions).
// The list panel renders NewTicketButton and CloseAllButton in its toolbar; the conversation
// header renders TicketActions, TicketTags and binds the action shortcuts.
export { NewTicketButton } from './NewTicketButton';
export { CloseAllButton } from './CloseAllButton';
export { TicketActions } from './TicketActions';
export { TicketTags } from './TicketTags';
export { TICKET_SHORTCUTS } from './useTicketCommands';
export { exportConversationPdf } from './exportConversationPdf';
