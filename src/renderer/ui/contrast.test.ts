import { describe, expect, it } from 'vitest';
import {
  BLACK_WHITE_CROSSOVER,
  TEXT_CONTRAST,
  contrastRatio,
  ensureContrast,
  luminance,
  parseColor,
  readableFill,
  readableText,
} from './contrast';

/** 1,000 colours across the whole RGB cube (every 28th step per channel, the ends included) plus the usual suspects. */
const cube = [0, 28, 57, 85, 113, 142, 170, 198, 227, 255];
const hex = (n: number) => n.toString(16).padStart(2, '0');
const COLORS = [
  ...cube.flatMap((r) => cube.flatMap((g) => cube.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`))),
  '#0091FF', // the spec's default primary
  '#2c3145', // the spec's default dark primary
  '#FFD600',
  '#25D366',
  '#EF4444',
  '#F59F00',
  '#7C3AED',
  '#808080',
  '#767676',
  '#777777',
];

describe('contrast ratio (WCAG 2.x)', () => {
  it('gives the known figures', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // The pairs issue 9 measured.
    expect(contrastRatio('#ffffff', '#0091FF')).toBeCloseTo(3.23, 2);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reads #rgb, #rrggbb, #rrggbbaa and rgb() alike, and nothing else', () => {
    expect(parseColor('#0af')).toEqual([0, 170, 255]);
    expect(parseColor('#00AAFF')).toEqual([0, 170, 255]);
    expect(parseColor('#00aaff80')).toEqual([0, 170, 255]);
    expect(parseColor('rgb(0, 170, 255)')).toEqual([0, 170, 255]);
    expect(parseColor('rgba(0, 170, 255, 0.5)')).toEqual([0, 170, 255]);
    for (const bad of ['', 'blue', '#12', '#ggg', 'rgb(300, 0, 0)', 'var(--x)']) expect(parseColor(bad)).toBeNull();
  });
});

describe('readableText: the text colour for any background', () => {
  it(`reads at 4.5:1 or more on each of ${COLORS.length} colours`, () => {
    for (const background of COLORS) {
      expect(contrastRatio(readableText(background), background), background).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('says black on the brand blue and on light colours, white on dark ones', () => {
    expect(readableText('#0091FF')).toBe('#000000');
    expect(readableText('#FFD600')).toBe('#000000');
    expect(readableText('#2c3145')).toBe('#ffffff');
    expect(readableText('#EF4444')).toBe('#000000');
  });

  it('falls back to the spec colour #000000 for a colour it cannot read, so white text', () => {
    expect(readableText('not a colour')).toBe('#ffffff');
  });
});

describe('readableFill: a surface colour that carries readable text', () => {
  it(`carries text at 4.5:1 or more for each of ${COLORS.length} colours`, () => {
    for (const color of COLORS) {
      const fill = readableFill(color);
      expect(contrastRatio(readableText(fill), fill), color).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('keeps colours that already read (dark ones with white, light ones with black)', () => {
    for (const color of ['#000080', '#2c3145', '#7c3aed', '#ffd600', '#ffffff', '#a5d8ff']) {
      expect(readableFill(color)).toBe(color);
    }
  });

  it('darkens a mid tone only as far as white text needs: #0091FF', () => {
    const fill = readableFill('#0091FF');
    expect(readableText(fill)).toBe('#ffffff');
    expect(luminance(fill)).toBeLessThanOrEqual(BLACK_WHITE_CROSSOVER);
    // One step less dark would not do: the nearest such shade.
    expect(contrastRatio('#ffffff', fill)).toBeLessThan(4.75);
    // Still the brand's hue: blue dominant, no red.
    const [r, g, b] = parseColor(fill)!;
    expect(r).toBe(0);
    expect(b).toBeGreaterThan(g);
  });
});

describe('ensureContrast: the nearest shade that reads on given backgrounds', () => {
  const light = ['#ffffff', '#f8f9fa', '#e5f4ff'];
  const dark = ['#242424', '#2e2e2e', '#3b3b3b'];

  it(`gives each of ${COLORS.length} colours a shade that reads at 4.5:1 on every light surface, and on every dark one`, () => {
    for (const color of COLORS) {
      for (const backgrounds of [light, dark]) {
        const shade = ensureContrast(color, backgrounds);
        for (const bg of backgrounds)
          expect(contrastRatio(shade, bg), `${color} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });

  it('leaves a colour that already reads as it is', () => {
    expect(ensureContrast('#000000', light)).toBe('#000000');
    expect(ensureContrast('#868e96', ['#000000'])).toBe('#868e96');
  });

  it('moves the grey Mantine dims text with no further than needed', () => {
    const shade = ensureContrast('#868e96', light);
    expect(contrastRatio(shade, '#e5f4ff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#e5f4ff')).toBeLessThan(4.8);
  });

  it('meets a lower bar (3:1 for icons) when asked', () => {
    const shade = ensureContrast('#ffffff', ['#ffffff'], 3);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(3.2);
  });
});
