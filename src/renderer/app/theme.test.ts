import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultVariantColorsResolver, getPrimaryContrastColor, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, TEXT_CONTRAST } from '@renderer/ui/contrast';
import { DEFAULT_BRAND, type Brand } from '@renderer/session';
import { appCssVariables, appTheme, primaryPalette, schemeColors } from './theme';

/** Configured primaries a company might choose, light and dark, the spec's defaults first. */
const PRIMARIES = [
  '#0091FF',
  '#2c3145',
  '#FFD600',
  '#25D366',
  '#EF4444',
  '#F59F00',
  '#7C3AED',
  '#000000',
  '#FFFFFF',
  '#00BCD4',
  '#E91E63',
  '#8BC34A',
  '#795548',
  '#9E9E9E',
  '#1A237E',
  '#FF5722',
  '#B2EBF2',
  '#3F51B5',
];
const BRANDS: Brand[] = PRIMARIES.flatMap((light) =>
  [PRIMARIES[1], '#FFFFFF', '#0091FF', '#FFD600', light].map((dark) => ({
    primaryColorLight: light,
    primaryColorDark: dark,
  })),
);

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Mantine's text colour variables as colours. */
const asColor = (value: string) =>
  value === 'var(--mantine-color-white)' ? WHITE : value === 'var(--mantine-color-black)' ? BLACK : value;

describe('primary palette', () => {
  it('keeps the configured colour itself among its shades', () => {
    expect(primaryPalette('#0091FF')[5]).toBe('#0091ff');
    expect(primaryPalette('#0091FF')).toHaveLength(10);
  });
});

describe.each(BRANDS)('theme for primary $primaryColorLight / dark $primaryColorDark', (brand) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, appTheme(brand, 'Fechar'));
  const palette = theme.colors.blue;
  const colors = schemeColors(brand);

  it('text on the filled primary (buttons, active tab) reads at 4.5:1, the way Mantine picks it', () => {
    const filled = palette[6]; // the primary shade, in both schemes
    for (const scheme of ['light', 'dark'] as const) {
      expect(contrastRatio(asColor(getPrimaryContrastColor(theme, scheme)), filled)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
    const button = defaultVariantColorsResolver({ color: 'blue', theme, variant: 'filled' });
    expect(contrastRatio(asColor(button.color), filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('dimmed, link and tinted text read at 4.5:1 on the surfaces they sit on, in both schemes', () => {
    const { gray, dark } = DEFAULT_THEME.colors;
    for (const bg of [WHITE, gray[0], palette[1]]) {
      expect(contrastRatio(colors.light.dimmed, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const bg of [WHITE, gray[0]])
      expect(contrastRatio(colors.light.anchor, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    for (const bg of [palette[1], palette[2]]) {
      expect(contrastRatio(colors.light.lightColor, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const bg of [dark[7], dark[6], dark[5]]) {
      expect(contrastRatio(colors.dark.dimmed, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(colors.dark.anchor, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it("field errors read at 4.5:1 on the page and on inputs' hover, in both schemes (Mantine's red does not)", () => {
    const { gray, dark, red } = DEFAULT_THEME.colors;
    expect(contrastRatio(red[6], WHITE)).toBeLessThan(TEXT_CONTRAST);
    for (const bg of [WHITE, gray[0]])
      expect(contrastRatio(colors.light.error, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    for (const bg of [dark[7], dark[6]])
      expect(contrastRatio(colors.dark.error, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const vars = appCssVariables(DEFAULT_BRAND)(DEFAULT_THEME);
    expect(vars.light['--mantine-color-error']).toBe(colors.light.error);
  });

  it('the dark top bar is primaryColorDark, its text and icons readable on it', () => {
    expect(colors.dark.header.bg).toBe(brand.primaryColorDark.toLowerCase());
    for (const { header } of [colors.light, colors.dark]) {
      for (const bg of [header.bg, header.tint, header.hover]) {
        expect(contrastRatio(header.text, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(header.accent, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });
});

describe('the spec defaults (#0091FF, #2c3145)', () => {
  const colors = schemeColors(DEFAULT_BRAND);

  it('are what the CSS variables carry', () => {
    const vars = appCssVariables(DEFAULT_BRAND)(mergeMantineTheme(DEFAULT_THEME, appTheme(DEFAULT_BRAND, 'Fechar')));
    expect(vars.dark['--balcao-header-bg']).toBe('#2c3145');
    expect(vars.light['--mantine-color-dimmed']).toBe(colors.light.dimmed);
    expect(vars.dark['--mantine-color-dimmed']).toBe(colors.dark.dimmed);
    expect(
      contrastRatio(vars.variables['--balcao-unread-text'], vars.variables['--balcao-unread-bg']),
    ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it("follow the system's request for less motion (Mantine's transitions then take no time)", () => {
    expect(mergeMantineTheme(DEFAULT_THEME, appTheme(DEFAULT_BRAND, 'Fechar')).respectReducedMotion).toBe(true);
  });

  it('white buttons text on the darker brand shade', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, appTheme(DEFAULT_BRAND, 'Fechar'));
    expect(asColor(getPrimaryContrastColor(theme, 'light'))).toBe(WHITE);
  });
});
