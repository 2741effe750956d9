// Writes the installable app's icons, one set per brand theme, into public/icons: the logo's
// sun and hills on the brand colour (src/shared/brand-colors.ts), 192 and 512 px, plus a 512 px
// "maskable" one whose picture keeps inside the safe circle that phones crop to. PNG, because
// every install prompt accepts it. Renders with Debian's Chromium: node scripts/make-app-icons.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const COLORS = { ocean: '#1971c2', safari: '#c2410c', eco: '#087f5b' };

/** The logo's picture on `color`; `inset` shrinks it toward the centre (maskable icons). */
const icon = (color, { rounded, inset }) => {
  const scale = 1 - 2 * inset;
  const offset = 64 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${color}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="44" cy="20" r="8" fill="#ffd43b"/><path d="M8 50l16-20 10 12 8-8 14 16z" fill="#fff"/>
  </g>
</svg>`;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
await mkdir('public/icons', { recursive: true });
const render = async (svg, size) => {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', () => `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`,
  );
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return png;
};
for (const [theme, color] of Object.entries(COLORS)) {
  for (const size of [192, 512]) await writeFile(`public/icons/${theme}-${size}.png`, await render(icon(color, { rounded: true, inset: 0 }), size));
  await writeFile(`public/icons/${theme}-maskable-512.png`, await render(icon(color, { rounded: false, inset: 0.12 }), 512));
}
await browser.close();
console.log(`wrote public/icons (${Object.keys(COLORS).join(', ')}: 192, 512, maskable 512)`);
