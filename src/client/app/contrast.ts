// WCAG 2.x contrast arithmetic for the theme: text must reach 4.5:1 on its background (3:1 for
// large text and UI parts). Pure functions, so the theme's guarantees are unit tested.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1], 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgb(hex).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes a colour towards black by `amount` (0..1). */
export function shade(hex: string, amount: number): string {
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour itself when it reads on `background`, else the lightest darker mix of it that does. */
export function readableOn(color: string, background: string, minimum = 4.5): string {
  for (let amount = 0; amount <= 1; amount += 0.04) {
    const candidate = shade(color, amount);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';
