/** Fills the message-variable placeholders of spec 1 §3 ({{firstName}}, {{name}}, {{userName}}, …). */
export function fillPlaceholders(
  text: string,
  v: {
    contactName: string;
    userName?: string;
    ticketId: number;
    queue?: string | null;
    connection?: string | null;
    now: Date;
    timeZone: string;
  },
): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: v.timeZone, hour: '2-digit', hourCycle: 'h23' }).format(v.now),
  );
  const ms = hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite';
  const values: Record<string, string> = {
    firstName: v.contactName.split(' ')[0] ?? '',
    name: v.contactName,
    userName: v.userName ?? '',
    ms,
    protocol: `${v.now.toISOString().slice(0, 10).replace(/-/g, '')}${v.ticketId}`,
    date: new Intl.DateTimeFormat('pt-BR', { timeZone: v.timeZone }).format(v.now),
    hour: new Intl.DateTimeFormat('pt-BR', { timeZone: v.timeZone, hour: '2-digit', minute: '2-digit' }).format(v.now),
    ticket_id: String(v.ticketId),
    queue: v.queue ?? '',
    connection: v.connection ?? '',
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
