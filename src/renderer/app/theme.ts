import {
  createTheme,
  darken,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type NotificationProps,
  type MantineColorsTuple,
} from '@mantine/core';
import type { Brand } from '@renderer/session';
import {
  BLACK_WHITE_CROSSOVER,
  TEXT_CONTRAST,
  contrastRatio,
  ensureContrast,
  mix,
  readableFill,
  readableText,
  toHex,
  toRgb,
} from '@renderer/ui/contrast';

/**
 * The app's theme from the company's primary colours (public settings primaryColorLight and
 * primaryColorDark, spec 2; #0091FF and #2c3145 by default). Any colour goes in; what comes out
 * reads at WCAG AA in both schemes: text on the filled primary (buttons, the active tab), links
 * and tinted text, secondary ("dimmed") text, and the dark scheme's top bar in primaryColorDark.
 */

/** The primary keeps Mantine's name 'blue', so `color="blue"` across the app means the brand colour. */
const PRIMARY = 'blue';
/** The palette's index of the filled shade (buttons, active tab); the brand colour itself sits just before it. */
const FILLED = 6;

/**
 * Ten shades for Mantine: tints of the brand colour (0–4), the colour itself (5), the readable
 * fill (6: the colour, or darkened just enough for white text) and darker steps of it (7–9).
 */
export function primaryPalette(color: string): MantineColorsTuple {
  const brand = toHex(toRgb(color));
  const filled = readableFill(brand);
  const tints = [0.92, 0.8, 0.62, 0.44, 0.22].map((amount) => mix(brand, '#ffffff', amount));
  const darker = [0.15, 0.3, 0.45].map((amount) => mix(filled, '#000000', amount));
  return [...tints, brand, filled, ...darker] as unknown as MantineColorsTuple;
}

/**
 * `closeLabel` names every toast's close button (Mantine leaves it an unnamed icon, which screen
 * readers announce as "button" and axe reports as serious); it follows the app's language.
 */
export function appTheme(brand: Brand, closeLabel: string) {
  return createTheme({
    primaryColor: PRIMARY,
    colors: { [PRIMARY]: primaryPalette(brand.primaryColorLight) },
    primaryShade: { light: FILLED, dark: FILLED },
    // Text on any filled colour (buttons, tabs, badges, indicators) is black or white, whichever
    // reads better: at the crossover both reach 4.58:1, so every colour gets at least that.
    autoContrast: true,
    luminanceThreshold: BLACK_WHITE_CROSSOVER,
    focusRing: 'auto',
    // A system asking for less motion gets none: Mantine's transitions (dialogs, menus, toasts)
    // take no time there (WCAG 2.3.3). The e2e suite browses so (playwright.config.ts).
    respectReducedMotion: true,
    other: { primaryColorLight: brand.primaryColorLight, primaryColorDark: brand.primaryColorDark },
    components: {
      // A plain entry, not `Notification.extend`: that would bring the component (and its close
      // button and loader) into the login page's chunk for a toast it shows later (issue 18).
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies NotificationProps },
    },
  });
}

/** The colours the resolver computes, per scheme (exported for the tests). */
export function schemeColors(brand: Brand) {
  const palette = primaryPalette(brand.primaryColorLight);
  const { white, colors } = DEFAULT_THEME;
  const { gray, dark, yellow, green, red } = colors;

  // Where text sits in the light scheme: the page, hovered and selected rows, own and private bubbles.
  const lightSurfaces = [white, gray[0], palette[1], yellow[1]];
  const lightTinted = ensureContrast(palette[FILLED], [white, gray[0]]);
  const light = {
    dimmed: ensureContrast(gray[6], lightSurfaces),
    anchor: lightTinted,
    // Field errors are small text: Mantine's red reads 3.3:1 on white, below the 4.5:1 they need.
    error: ensureContrast(red[6], [white, gray[0]]),
    lightColor: ensureContrast(palette[9], [white, gray[0], palette[1], palette[2]]),
    header: { bg: white, text: DEFAULT_THEME.black, tint: palette[1], hover: palette[2] },
  };

  // Mantine's dark scheme: body dark-7, inputs dark-6, hover dark-5, light variants darkened shade 9.
  const primaryLightDark = darken(palette[9], 0.5);
  const primaryLightHoverDark = darken(palette[9], 0.3);
  const darkSurfaces = [dark[7], dark[6], dark[5], primaryLightDark, darken(yellow[9], 0.5)];
  const headerBg = toHex(toRgb(brand.primaryColorDark));
  const darkScheme = {
    dimmed: ensureContrast(dark[2], darkSurfaces),
    error: ensureContrast(red[6], [dark[7], dark[6]]),
    anchor: ensureContrast(palette[4], [dark[7], dark[6], dark[5]]),
    lightColor: ensureContrast(palette[0], [dark[7], primaryLightDark, primaryLightHoverDark]),
    header: barColors(headerBg),
  };

  const unreadBg = readableFill(green[6]);
  const withAccent = <T extends typeof light>(c: T) => ({
    ...c,
    // The top bar's icons and avatar initials: on the bar, on their hover and on the avatar's tint.
    header: { ...c.header, accent: ensureContrast(c.lightColor, [c.header.bg, c.header.tint, c.header.hover]) },
  });
  return {
    light: withAccent(light),
    dark: withAccent(darkScheme),
    unread: { bg: unreadBg, text: readableText(unreadBg) },
  };
}

/**
 * A coloured top bar's own tint (avatar) and hover, a step from its colour: toward its text when
 * the text still reads there (a dark bar lightens), else away from it, so one accent reads on all three.
 */
function barColors(bg: string) {
  const text = readableText(bg);
  const toward = (amount: number) => mix(bg, text, amount);
  const away = (amount: number) => mix(bg, text === '#ffffff' ? '#000000' : '#ffffff', amount);
  const step = (amount: number) =>
    contrastRatio(text, toward(amount)) >= TEXT_CONTRAST ? toward(amount) : away(amount);
  return { bg, text, tint: step(0.16), hover: step(0.1) };
}

/** Mantine's CSS variables overridden with the readable ones, plus the top bar's own. */
export function appCssVariables(brand: Brand): CSSVariablesResolver {
  const colors = schemeColors(brand);
  const scheme = (c: typeof colors.light) => ({
    '--mantine-color-dimmed': c.dimmed,
    '--mantine-color-anchor': c.anchor,
    '--mantine-color-error': c.error,
    [`--mantine-color-${PRIMARY}-text`]: c.anchor,
    [`--mantine-color-${PRIMARY}-light-color`]: c.lightColor,
    '--balcao-header-bg': c.header.bg,
    '--balcao-header-text': c.header.text,
    '--balcao-header-tint': c.header.tint,
    '--balcao-header-hover': c.header.hover,
    '--balcao-header-accent': c.header.accent,
  });
  return () => ({
    variables: { '--balcao-unread-bg': colors.unread.bg, '--balcao-unread-text': colors.unread.text },
    light: scheme(colors.light),
    dark: scheme(colors.dark),
  });
}
