// Each brand theme's colour (the filled shade its buttons use, where white text reads), shared by
// the browser's theme (src/client/app/theme.ts) and the server's web app manifest
// (src/server/http/manifest.ts): a brand installs with its own colour and icon.
export const BRAND_THEME_COLORS = {
  ocean: '#1971c2',
  safari: '#c2410c',
  eco: '#087f5b',
} as const;

export type BrandPalette = keyof typeof BRAND_THEME_COLORS;

export function brandPalette(theme: string | undefined): BrandPalette {
  return theme && theme in BRAND_THEME_COLORS ? (theme as BrandPalette) : 'ocean';
}
