/**
 * A message body as a tree of plain values, rendered as React text nodes: links and WhatsApp's
 * own markers (*bold*, _italic_, ~strike~, ```mono```). Nothing in it is ever HTML: a body of
 * `<script>` stays those characters.
 */
export type RichNode =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'bold' | 'italic' | 'strike' | 'mono'; children: RichNode[] };

/** The WHATWG URL parser, present in every runtime this code runs in (browser, Node); shared/ compiles without DOM types. */
declare const URL: new (input: string) => { protocol: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?*_~'")\]}]+$/;

/** The address a found link opens: http(s) only (www. gets https). */
export function linkHref(text: string): string | null {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, '');
  // Keep a closing parenthesis that closes one inside the address (Wikipedia-style links).
  const opens = (url.match(/\(/g) ?? []).length;
  const closes = (url.match(/\)/g) ?? []).length;
  if (opens > closes && raw.slice(url.length).startsWith(')')) url += ')';
  return url;
}

type Marker = { open: string; close: string; type: 'bold' | 'italic' | 'strike' | 'mono' };
const MARKERS: Marker[] = [
  { open: '```', close: '```', type: 'mono' },
  { open: '*', close: '*', type: 'bold' },
  { open: '_', close: '_', type: 'italic' },
  { open: '~', close: '~', type: 'strike' },
];

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** WhatsApp's rule: a marker opens at a word boundary before non-space and closes after non-space. */
function findClose(text: string, from: number, marker: Marker): number {
  let at = text.indexOf(marker.close, from);
  while (at !== -1) {
    const inner = text.slice(from, at);
    const single = marker.type !== 'mono';
    if (
      inner.length > 0 &&
      !/^\s|\s$/.test(inner) &&
      !(single && inner.includes('\n')) &&
      !isWordChar(text[at + marker.close.length])
    ) {
      return at;
    }
    if (single && inner.includes('\n')) return -1;
    at = text.indexOf(marker.close, at + 1);
  }
  return -1;
}

function formatted(text: string): RichNode[] {
  const out: RichNode[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const marker = MARKERS.find((m) => text.startsWith(m.open, i) && !isWordChar(text[i - 1]));
    if (marker) {
      const start = i + marker.open.length;
      const close = findClose(text, start, marker);
      if (close !== -1) {
        if (plain) out.push({ type: 'text', text: plain });
        plain = '';
        const inner = text.slice(start, close);
        out.push({
          type: marker.type,
          children: marker.type === 'mono' ? [{ type: 'text', text: inner }] : formatted(inner),
        });
        i = close + marker.close.length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  if (plain) out.push({ type: 'text', text: plain });
  return out;
}

/** Parses a body: links first (so `a_b_c` in an address never turns italic), then the markers. */
export function parseRichText(body: string): RichNode[] {
  const out: RichNode[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const text = trimUrl(match[0]);
    const href = linkHref(text);
    if (!href) continue;
    const at = match.index;
    if (at > last) out.push(...formatted(body.slice(last, at)));
    out.push({ type: 'link', text, href });
    last = at + text.length;
  }
  if (last < body.length) out.push(...formatted(body.slice(last)));
  return out;
}

/** A body as plain text, WhatsApp's markers dropped (`*Ana:* oi` → `Ana: oi`): for previews, which show no formatting. */
export function plainText(body: string): string {
  const flat = (nodes: RichNode[]): string => nodes.map((n) => ('children' in n ? flat(n.children) : n.text)).join('');
  return flat(parseRichText(body));
}
