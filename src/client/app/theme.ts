// Brand themes and the colour rules that keep every text and icon readable (WCAG 2.2 AA):
// text reaches 4.5:1 on its background, UI parts 3:1. Each brand (branding.theme from the
// domain context) has its own primary palette, deepened until white text on the brand colour
// passes while keeping the brand's hue: ocean blue (default), Manasa safari orange, Eco green.
// Every other Mantine colour is made safe generically: filled parts use the first shade white
// text reads on (or dark text when no shade is deep enough, e.g. yellow), and light, subtle
// and outline parts darken their text until it reads. See docs/i18n-a11y.md.
import {
  DEFAULT_THEME,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeColors,
  type VariantColorsResolver,
} from '@mantine/core';
import { BLACK, WHITE, contrastRatio, readableOn } from './contrast';

/** 4.5:1, with a little margin so rounding in a checker never tips a colour under. */
export const MIN_TEXT_CONTRAST = 4.6;
/** Cards are white; the page behind them is gray.0. Text must read on both. */
export const PAGE_BACKGROUND = DEFAULT_THEME.colors.gray[0];
/** Secondary ('dimmed') text: Mantine's gray.6 is 3.3:1; this mid grey is 5.5:1 on the page. */
export const DIMMED_TEXT = '#5f6670';
/** Placeholders are read as hints: 4.8:1, still lighter than typed text. */
export const PLACEHOLDER_TEXT = '#6b7280';

// Shade 6 is the brand colour (filled buttons, prices, links); shade 5 keeps the original,
// brighter hue for decoration that carries no text.
export const BRAND_PALETTES = {
  ocean: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#228be6', '#1971c2', '#1864ab', '#145591', '#0f4577'],
  safari: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#fd7e14', '#c2410c', '#a9380a', '#8f2f08', '#752606'],
  eco: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#12b886', '#087f5b', '#076e4f', '#065c42', '#054a35'],
} satisfies Record<string, MantineColorsTuple>;

export type BrandTheme = keyof typeof BRAND_PALETTES;

export function primaryColorFor(brandTheme: string | undefined): BrandTheme {
  return brandTheme && brandTheme in BRAND_PALETTES ? (brandTheme as BrandTheme) : 'ocean';
}

/** The fill for a colour: the first shade from 6 on that white text reads on, else 6 with black text. */
export function filledShade(palette: readonly string[]): { index: number; text: string } {
  for (let index = 6; index <= 9; index++) {
    if (contrastRatio(WHITE, palette[index]) >= MIN_TEXT_CONTRAST) return { index, text: WHITE };
  }
  return { index: 6, text: BLACK };
}

/** Text colours of a palette that read on white, on the page, and on its own light tint. */
export function readableShades(palette: readonly string[]) {
  const onPage = (color: string) => readableOn(readableOn(color, WHITE, MIN_TEXT_CONTRAST), PAGE_BACKGROUND, MIN_TEXT_CONTRAST);
  return {
    text: onPage(palette[6]),
    // Light variants sit on shade 1 (shade 2 when hovered).
    lightText: readableOn(palette[9], palette[2], MIN_TEXT_CONTRAST),
    subtleText: onPage(palette[9]),
  };
}

const colors: MantineThemeColors = { ...DEFAULT_THEME.colors, ...BRAND_PALETTES };

const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'dark') return resolved;
  const palette = input.theme.colors[parsed.color];
  if (!palette) return resolved;
  const readable = readableShades(palette);
  switch (input.variant) {
    case 'filled': {
      const fill =
        parsed.shade === undefined
          ? filledShade(palette)
          : { index: parsed.shade, text: contrastRatio(WHITE, palette[parsed.shade]) >= MIN_TEXT_CONTRAST ? WHITE : BLACK };
      return { ...resolved, background: palette[fill.index], hover: palette[Math.min(fill.index + 1, 9)], color: fill.text };
    }
    case 'light':
      return { ...resolved, color: readable.lightText };
    case 'subtle':
    case 'transparent':
      return { ...resolved, color: readable.subtleText };
    case 'outline':
      return { ...resolved, color: readable.text, border: `1px solid ${readable.text}` };
    case 'white':
      return { ...resolved, color: readable.text };
    default:
      return resolved;
  }
};

/**
 * CSS variables for the light scheme: every colour's `-text` (Text c="green"), `-filled`
 * (Indicator, Progress, Radio) and `-light-color`, and the dimmed/placeholder/error colours.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-error': readableOn(theme.colors.red[6], PAGE_BACKGROUND, MIN_TEXT_CONTRAST),
  };
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark' || !Array.isArray(palette)) continue;
    const fill = filledShade(palette);
    const readable = readableShades(palette);
    light[`--mantine-color-${name}-filled`] = palette[fill.index];
    light[`--mantine-color-${name}-filled-hover`] = palette[Math.min(fill.index + 1, 9)];
    light[`--mantine-color-${name}-text`] = readable.text;
    light[`--mantine-color-${name}-light-color`] = readable.lightText;
    light[`--mantine-color-${name}-outline`] = readable.text;
  }
  return { variables: {}, light, dark: {} };
};

export function themeFor(brandTheme: string | undefined, labels: { close: string }) {
  return createTheme({
    colors,
    primaryColor: primaryColorFor(brandTheme),
    primaryShade: 6,
    autoContrast: true,
    // Dialogs, drawers and toasts skip their animations for people who ask for less motion.
    respectReducedMotion: true,
    luminanceThreshold: 0.179,
    variantColorResolver,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Arabic", sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Arabic", sans-serif' },
    // Keyboard focus is always visible (WCAG 2.4.7), not only on :focus-visible heuristics.
    focusRing: 'auto',
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
    },
  });
}
