// Writes public/favicon.ico from public/favicon.svg (16, 32 and 48 px PNGs in one ICO), so
// browsers and tools that ask for /favicon.ico get the app's icon rather than the app shell.
// Renders with Debian's Chromium through Playwright: node scripts/make-favicon-ico.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const sizes = [16, 32, 48];
const svg = await readFile('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const pngs = [];
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', () => `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`,
  );
  pngs.push(await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
  await page.close();
}
await browser.close();

// ICO: a 6-byte header, a 16-byte entry per image, then the PNGs.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i] % 256, 0);
  entry.writeUInt8(sizes[i] % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
await writeFile('public/favicon.ico', Buffer.concat([header, ...entries, ...pngs]));
console.log(`wrote public/favicon.ico (${sizes.join(', ')} px)`);
