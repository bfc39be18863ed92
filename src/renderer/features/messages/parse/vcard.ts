/** One contact card of a contactMessage body (a vCard 3.0 as WhatsApp sends it). */
export interface VCard {
  name: string;
  /** Phone numbers in the order given: `digits` to find the contact, `display` as written. */
  numbers: { digits: string; display: string }[];
}

/** Lines of a vCard, with folded continuation lines (starting with a space or tab) joined back. */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (/^[ \t]/.test(raw) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else lines.push(raw);
  }
  return lines;
}

/** Splits `item1.TEL;type=CELL;waid=5511…:+55 11 …` into its property name, parameters and value. */
function property(line: string): { name: string; params: string[]; value: string } | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  const [head, ...params] = line.slice(0, colon).split(';');
  const name = head.replace(/^item\d+\./i, '').toUpperCase();
  return { name, params, value: line.slice(colon + 1).trim() };
}

function unescape(value: string): string {
  return value.replace(/\\n/gi, ' ').replace(/\\([,;\\])/g, '$1').trim();
}

function parseOne(block: string): VCard | null {
  let name = '';
  let structured = '';
  const numbers: VCard['numbers'] = [];
  for (const line of unfold(block)) {
    const prop = property(line);
    if (!prop) continue;
    if (prop.name === 'FN') name = unescape(prop.value);
    else if (prop.name === 'N') structured = unescape(prop.value.split(';').filter(Boolean).reverse().join(' '));
    else if (prop.name === 'TEL') {
      // WhatsApp puts the account's bare number in waid=; the value is the number as typed.
      const waid = prop.params.map((p) => /^waid=(\d+)$/i.exec(p)?.[1]).find(Boolean);
      const digits = waid ?? prop.value.replace(/\D/g, '');
      if (digits) numbers.push({ digits, display: prop.value || digits });
    }
  }
  const shown = name || structured || numbers[0]?.display || '';
  return shown || numbers.length ? { name: shown, numbers } : null;
}

/**
 * The contact cards in a contactMessage body. A body with several cards (contactsArrayMessage)
 * yields one each; text that is no vCard yields none, and the caller shows it as text.
 */
export function parseVCards(body: string): VCard[] {
  if (!/BEGIN:VCARD/i.test(body)) return [];
  return body
    .split(/BEGIN:VCARD/i)
    .slice(1)
    .map((block) => parseOne(block.split(/END:VCARD/i)[0]))
    .filter((card): card is VCard => card !== null);
}
