/**
 * The bodies of the message kinds that are not plain text, as Whaticket 4.8 stores them so
 * clients written for it render them unchanged.
 */

/** mediaType of an uploaded file by its MIME type (Whaticket: the part before the slash). */
export function mediaTypeOf(mimetype: string): 'image' | 'video' | 'audio' | 'application' {
  const top = mimetype.split('/')[0]?.toLowerCase();
  return top === 'image' || top === 'video' || top === 'audio' ? top : 'application';
}

/** Names and numbers go inside vCard lines: no line breaks, no field separators that break parsing. */
const vcardText = (s: string) =>
  s
    .replace(/[\r\n]+/g, ' ')
    .replace(/[;:]/g, ' ')
    .trim();

/**
 * A contactMessage body: a vCard 3.0 card. Clients read the name from `FN:` and the number from
 * the `waid=` / `+digits` of the TEL line.
 */
export function vcardBody(name: string, number: string): string {
  const fullName = vcardText(name);
  const digits = number.replace(/\D/g, '');
  const [first, ...rest] = fullName.split(' ');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${rest.join(' ')};${first};;;`,
    `FN:${fullName}`,
    `TEL;type=CELL;waid=${digits}:+${digits}`,
    'END:VCARD',
  ].join('\n');
}

/** The FN of a vCard (for the ticket's last message). */
export function vcardName(vcard: string): string {
  return /^FN:(.*)$/m.exec(vcard)?.[1]?.trim() ?? '';
}

/** A 1×1 transparent PNG: the map thumbnail the sandbox has no real map for. */
const BLANK_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A locationMessage body: `<thumbnail data URL>|<Google Maps link>|<description>` (Whaticket's
 * format; clients split on '|'). The link is `https://maps.google.com/maps?q=<lat>%2C<lng>&z=17&hl=pt-BR`,
 * so latitude and longitude can be read back from `q`. The description (the place's name) is
 * optional and never holds a '|'.
 */
export function locationBody(latitude: number, longitude: number, name?: string): string {
  const link = `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17&hl=pt-BR`;
  const description = name?.replace(/[|\s]+/g, ' ').trim();
  return [`data:image/png;base64,${BLANK_PNG}`, link, ...(description ? [description] : [])].join('|');
}

/** A call_log body: Whaticket's Portuguese line with the time in the company's zone. */
export function callLogBody(at: Date, timeZone: string): string {
  const hour = new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
  return `Chamada de voz/vídeo perdida às ${hour}`;
}

/** What the ticket list shows as the last message for a kind (the body itself is often unreadable). */
export function lastMessageFor(m: { mediaType: string; body: string; mediaName?: string | null }): string {
  switch (m.mediaType) {
    case 'contactMessage':
      return `Contato: ${vcardName(m.body)}`;
    case 'locationMessage':
      return `Localização${m.body.split('|')[2] ? `: ${m.body.split('|')[2]}` : ''}`;
    case 'image':
    case 'video':
    case 'audio':
    case 'application':
      return m.body || m.mediaName || m.mediaType;
    default:
      return m.body;
  }
}
