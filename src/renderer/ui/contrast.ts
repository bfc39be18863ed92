/**
 * Readable colours (WCAG 2.x): contrast ratios, the text colour that reads on a given background,
 * and the nearest shade of a colour that reaches a ratio. Colours come from users (tags, queues,
 * white-label primaries), so every function takes any `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb()`
 * string and never throws.
 */

export type Rgb = readonly [number, number, number];

/** AA for normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** AA for icons and other non-text content (1.4.11). */
export const NON_TEXT_CONTRAST = 3;
/**
 * The luminance where black and white text read equally (about 4.58:1 each): above it black reads
 * better, below it white. Given to Mantine as `luminanceThreshold` so that its autoContrast picks
 * the same text colour as `readableText`.
 */
export const BLACK_WHITE_CROSSOVER = Math.sqrt(1.05 * 0.05) - 0.05;

/** Above this luminance a fill keeps its colour and takes black text (black reads at 9:1 or more there). */
const LIGHT_FILL = 0.4;

/** What a colour falls back to when it cannot be read (spec 1 §9: colour fallback #000000). */
export const FALLBACK_COLOR = '#000000';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()`; null for anything else. Alpha is ignored. */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(value);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.every((c) => c <= 255)) return channels as unknown as Rgb;
  }
  return null;
}

/** A colour as the app uses it: parsed, or the spec's fallback. */
export function toRgb(color: string): Rgb {
  return parseColor(color) ?? (parseColor(FALLBACK_COLOR) as Rgb);
}

/** A user's colour as `#rrggbb`, or the spec's fallback: so that a background and the text picked for it agree. */
export function colorOrFallback(color: string): string {
  return toHex(toRgb(color));
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  // 0.03928 as in WCAG 2.x (and in Mantine and axe), so all three agree at the crossover.
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string | Rgb): number {
  const [r, g, b] = typeof color === 'string' ? toRgb(color) : color;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`: always at least 4.58:1. */
export function readableText(background: string | Rgb): '#000000' | '#ffffff' {
  return luminance(background) > BLACK_WHITE_CROSSOVER ? '#000000' : '#ffffff';
}

/** `color` moved `amount` (0 to 1) of the way to `target`, in sRGB, rounded as `#rrggbb` rounds it. */
function mixRgb(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => Math.round(c + (to[i] - c) * amount)) as unknown as Rgb;
}

/** `color` moved `amount` (0 to 1) of the way to `target`, in sRGB. */
export function mix(color: string | Rgb, target: string | Rgb, amount: number): string {
  const from = typeof color === 'string' ? toRgb(color) : color;
  const to = typeof target === 'string' ? toRgb(target) : target;
  return toHex(mixRgb(from, to, amount));
}

/**
 * The shade of `color` nearest to it (mixed toward black or toward white, whichever needs less)
 * that reads at `min` or more on every one of `backgrounds`; `color` itself when it already does.
 * When no shade does (backgrounds both very light and very dark), the extreme that does best.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], min = TEXT_CONTRAST): string {
  // In numbers, the backgrounds' luminances once: the app's theme runs this a dozen times before
  // its first render, and parsing every colour at every step cost about 3 ms there (issue 18).
  const lows = backgrounds.map((bg) => luminance(bg));
  const worst = (rgb: Rgb) => {
    const l = luminance(rgb);
    return Math.min(...lows.map((bg) => (Math.max(l, bg) + 0.05) / (Math.min(l, bg) + 0.05)));
  };
  const start = toRgb(color);
  if (worst(start) >= min) return toHex(start);
  for (let step = 1; step <= 100; step += 1) {
    const darker = mixRgb(start, BLACK, step / 100);
    const lighter = mixRgb(start, WHITE, step / 100);
    const [dark, light] = [worst(darker), worst(lighter)];
    // Both passing: the one that reads better; a tie goes to the darker.
    if (dark >= min && dark >= light) return toHex(darker);
    if (light >= min) return toHex(lighter);
  }
  return worst(BLACK) >= worst(WHITE) ? '#000000' : '#ffffff';
}

/**
 * A colour to fill a surface that carries text (a button, the active tab): the colour itself when
 * white or black already reads on it at 4.5:1 in a way that keeps its look (white on a dark or
 * mid colour, black on a light one), else the colour darkened just enough for white text. The
 * text colour is `readableText` of the result.
 */
export function readableFill(color: string): string {
  const start = toHex(toRgb(color));
  const l = luminance(start);
  // Light colours (yellows, pastels) keep their look with black text: darkening them far enough
  // for white would turn them muddy. Dark ones already carry white (4.58:1 or more).
  if (l > LIGHT_FILL || l <= BLACK_WHITE_CROSSOVER) return start;
  // Mid tones (the default #0091FF among them) fail with both at their best look: darkened until
  // white reads, stopping at the crossover so that Mantine's autoContrast also says white.
  const rgb = toRgb(start);
  for (let step = 1; step < 100; step += 1) {
    const shade = mixRgb(rgb, BLACK, step / 100);
    if (luminance(shade) <= BLACK_WHITE_CROSSOVER) return toHex(shade);
  }
  return '#000000';
}
