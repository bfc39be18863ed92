/** The panel's "new ticket" button (contact search, queue and connection): to be built. */
export function NewTicketButton() {
  return null;
}
