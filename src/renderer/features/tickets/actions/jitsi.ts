/** The public Jitsi server Whaticket links to. */
export const JITSI_BASE = 'https://meet.jit.si';

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The meeting room of a ticket (spec 1 §2 "Jitsi meeting link based on the ticket id"):
 * `https://meet.jit.si/<company>-<ticketId>-<uuid head>`. Rooms on meet.jit.si are open to anyone
 * who knows the name, so a piece of the ticket's random uuid keeps the name from being guessed
 * from a company name and a counter.
 */
export function meetingLink(ticket: { id: number; uuid: string }, companyName: string): string {
  const company = slug(companyName) || 'balcao';
  const secret = ticket.uuid.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8);
  return `${JITSI_BASE}/${company}-${ticket.id}${secret ? `-${secret}` : ''}`;
}
