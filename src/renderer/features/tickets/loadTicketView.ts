/** The conversation pane's chunk (TicketsPage shows it lazily; the router asks for it early on /tickets/{uuid}). */
export const loadTicketView = () => import('./TicketView').then((m) => ({ default: m.TicketView }));
