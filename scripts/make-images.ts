// Generates the app's own illustrations (small SVGs) into public/images, so the app needs no
// image CDN and works offline. Run `npx tsx scripts/make-images.ts` after changing a scene;
// the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Feature =
  'acacia' | 'giraffe' | 'elephant' | 'skyline' | 'palm' | 'sea' | 'mountain' | 'tent' | 'lion' | 'hotel' | 'tower' | 'wildebeest' | 'table' | 'city' | 'hills';

interface Scene {
  sky: [string, string];
  ground: [string, string];
  sun?: string;
  features: Feature[];
}

const W = 640;
const H = 400;

const shapes: Record<Feature, string> = {
  acacia:
    '<g fill="#2d2418"><rect x="452" y="210" width="10" height="90"/><path d="M380 215c40-30 120-32 160 0c-20 8-140 10-160 0z"/><path d="M400 205c30-22 90-24 120 0z"/></g>',
  giraffe:
    '<g fill="#3b2a18"><rect x="170" y="235" width="60" height="26" rx="10"/><rect x="176" y="258" width="6" height="44"/><rect x="220" y="258" width="6" height="44"/><rect x="190" y="258" width="6" height="44"/><rect x="208" y="258" width="6" height="44"/><path d="M222 240l22-80h10l-16 84z"/><ellipse cx="254" cy="158" rx="14" ry="7"/></g>',
  elephant:
    '<g fill="#3a3531"><ellipse cx="230" cy="262" rx="62" ry="36"/><rect x="182" y="280" width="16" height="34"/><rect x="206" y="284" width="16" height="30"/><rect x="246" y="284" width="16" height="30"/><rect x="268" y="280" width="16" height="34"/><circle cx="296" cy="244" r="26"/><path d="M312 254c14 18 12 44 4 56h-8c6-14 6-34-6-46z"/><ellipse cx="280" cy="240" rx="16" ry="22" fill="#2c2825"/></g>',
  skyline:
    '<g fill="#1f2a44"><rect x="60" y="200" width="40" height="100"/><rect x="110" y="170" width="36" height="130"/><rect x="156" y="220" width="44" height="80"/><path d="M300 300V120l8-70 8 70v180z"/><rect x="330" y="190" width="40" height="110"/><rect x="380" y="210" width="30" height="90"/><path d="M430 300v-120c20-10 40-10 60 0v120z"/><rect x="510" y="230" width="50" height="70"/></g>',
  palm: '<g fill="#1f3b2a"><path d="M500 300c4-50 10-90 26-126l6 2c-14 36-20 76-22 124z"/><path d="M528 172c-30-14-60-8-80 8c28-4 52 0 80-4zM530 172c20-26 50-34 80-28c-28 8-52 20-80 28zM530 172c-6-28-24-44-50-50c20 16 34 30 50 50zM532 172c30 0 56 14 70 36c-26-14-46-22-70-32z"/></g>',
  sea: '<path d="M0 290c80-12 160 12 240 0s160-12 240 0s120 6 160 0v110H0z" fill="#1b8fb8" opacity=".85"/><path d="M0 320c90-10 170 10 260 0s180-10 260 0s90 4 120 0v80H0z" fill="#0f6f94"/>',
  mountain: '<path d="M160 260l130-150 60 50 40-30 150 130z" fill="#5b6b7a"/><path d="M258 148l32-38 34 32-18 6-14-10-16 14z" fill="#fff"/>',
  tent: '<g><path d="M380 300l70-90 70 90z" fill="#e9dcc0"/><path d="M450 210l-18 90h36z" fill="#6d5a3d"/></g>',
  lion: '<g fill="#6b4a1f"><ellipse cx="420" cy="272" rx="50" ry="22"/><circle cx="474" cy="252" r="24"/><circle cx="478" cy="256" r="14" fill="#a8782f"/><rect x="384" y="284" width="10" height="24"/><rect x="448" y="284" width="10" height="24"/><path d="M370 268c-20-6-26 10-34 0" stroke="#6b4a1f" stroke-width="5" fill="none"/></g>',
  hotel:
    '<g><rect x="200" y="140" width="240" height="160" fill="#f4efe6"/><rect x="200" y="130" width="240" height="16" fill="#b5651d"/><g fill="#5aa6c8">' +
    Array.from({ length: 12 }, (_, i) => `<rect x="${218 + (i % 6) * 36}" y="${160 + Math.floor(i / 6) * 44}" width="22" height="26"/>`).join('') +
    '</g><rect x="300" y="250" width="40" height="50" fill="#7a4a22"/></g>',
  tower: '<g fill="#233554"><path d="M318 300V90l6-40 6 40v210z"/><path d="M300 300l18-160h12l18 160z" opacity=".8"/></g>',
  wildebeest:
    '<g fill="#2a2520">' +
    Array.from({ length: 7 }, (_, i) => {
      const x = 70 + i * 80;
      const y = 270 + (i % 3) * 8;
      return `<ellipse cx="${x}" cy="${y}" rx="24" ry="12"/><rect x="${x - 18}" y="${y + 6}" width="4" height="20"/><rect x="${x + 14}" y="${y + 6}" width="4" height="20"/><circle cx="${x + 26}" cy="${y - 6}" r="8"/>`;
    }).join('') +
    '</g>',
  table:
    '<g><rect x="220" y="250" width="200" height="10" fill="#f4efe6"/><rect x="240" y="260" width="6" height="40" fill="#4a3520"/><rect x="394" y="260" width="6" height="40" fill="#4a3520"/><circle cx="270" cy="238" r="6" fill="#ffd27a"/><circle cx="370" cy="238" r="6" fill="#ffd27a"/><rect x="268" y="240" width="4" height="10" fill="#fff"/><rect x="368" y="240" width="4" height="10" fill="#fff"/></g>',
  city:
    '<g fill="#2b3a4f">' +
    Array.from({ length: 10 }, (_, i) => `<rect x="${40 + i * 58}" y="${200 + ((i * 37) % 60)}" width="44" height="${100 - ((i * 37) % 60)}"/>`).join('') +
    '</g>',
  hills: '<path d="M0 260c120-50 220-40 320-10s220 20 320-20v170H0z" fill="#3f7d4a" opacity=".7"/>',
};

function svg(scene: Scene): string {
  const [skyTop, skyBottom] = scene.sky;
  const [groundTop, groundBottom] = scene.ground;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${groundTop}"/><stop offset="1" stop-color="${groundBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#s)"/>` +
    (scene.sun ? `<circle cx="520" cy="90" r="44" fill="${scene.sun}" opacity=".9"/>` : '') +
    `<rect y="290" width="${W}" height="${H - 290}" fill="url(#g)"/>` +
    scene.features.map((f) => shapes[f]).join('') +
    '</svg>'
  );
}

const savanna: Scene['ground'] = ['#c9a45c', '#8c6a2f'];
const dusk: Scene['sky'] = ['#f6a54b', '#fde2a7'];
const day: Scene['sky'] = ['#5fb3e6', '#d8f0fb'];
const desert: Scene['ground'] = ['#e8c88f', '#c79a55'];

const images: Record<string, Scene> = {
  'tours/tour-1': { sky: dusk, ground: savanna, sun: '#ffefc2', features: ['hills', 'acacia', 'lion'] },
  'tours/tour-2': { sky: day, ground: ['#f3e3bd', '#e8d29e'], sun: '#fff6cf', features: ['sea', 'palm'] },
  'tours/tour-3': { sky: ['#3a4f8a', '#f4a86a'], ground: desert, sun: '#ffd9a0', features: ['skyline'] },
  'tours/tour-4': { sky: ['#f08a4b', '#fbd38d'], ground: savanna, sun: '#fff1c9', features: ['acacia', 'tent', 'lion'] },
  'tours/tour-5': { sky: day, ground: savanna, features: ['mountain', 'elephant'] },
  'tours/tour-6': { sky: ['#2c2147', '#e0734a'], ground: ['#6b4f2a', '#3d2c16'], sun: '#ffb36b', features: ['acacia', 'table'] },
  'tours/tour-7': { sky: ['#f3b45a', '#fde6b0'], ground: savanna, sun: '#fff3cc', features: ['hills', 'wildebeest'] },
  'tours/tour-8': { sky: day, ground: ['#9cc26a', '#5f8a3a'], features: ['acacia', 'giraffe'] },
  'tours/default': { sky: day, ground: savanna, sun: '#fff3cc', features: ['hills', 'acacia'] },
  'destinations/dubai': { sky: ['#2d4a8a', '#f2b27a'], ground: desert, sun: '#ffe0b0', features: ['skyline', 'tower'] },
  'destinations/nairobi': { sky: day, ground: ['#a8b86a', '#6f7f3a'], features: ['city', 'giraffe'] },
  'destinations/zanzibar': { sky: day, ground: ['#f3e3bd', '#e8d29e'], sun: '#fff6cf', features: ['sea', 'palm'] },
  'destinations/addis-ababa': { sky: ['#7fb2d9', '#e6f1f7'], ground: ['#7d9a5a', '#4e6a34'], features: ['mountain', 'city'] },
  'destinations/kampala': { sky: day, ground: ['#6fa35a', '#3f6a2e'], features: ['hills', 'city'] },
  'destinations/kigali': { sky: ['#8fc6e8', '#eef8fd'], ground: ['#5f9a4a', '#356a28'], features: ['hills', 'hills'] },
  'app/hero': { sky: ['#f6a54b', '#fde2a7'], ground: savanna, sun: '#fff1c9', features: ['hills', 'acacia', 'giraffe'] },
  'app/exclusive': { sky: ['#1b6fa8', '#5fb3e6'], ground: ['#f3e3bd', '#e8d29e'], features: ['sea', 'palm'] },
};
for (let i = 1; i <= 8; i++) {
  const variants: Scene[] = [
    { sky: day, ground: ['#9cc26a', '#5f8a3a'], features: ['hotel', 'palm'] },
    { sky: ['#f6a54b', '#fde2a7'], ground: desert, sun: '#fff1c9', features: ['hotel', 'tower'] },
    { sky: day, ground: ['#f3e3bd', '#e8d29e'], features: ['sea', 'hotel'] },
    { sky: ['#2c2147', '#e0734a'], ground: savanna, sun: '#ffb36b', features: ['hotel', 'acacia'] },
  ];
  images[`hotels/hotel-${i}`] = variants[(i - 1) % variants.length];
}

// Cars: a side view in the category's colour.
function carSvg(colour: string, tall: boolean, long: boolean): string {
  const body = tall
    ? 'M120 270v-70c0-14 10-24 24-24h250l70 44c50 4 80 16 80 34v16z'
    : 'M110 270v-36c0-12 8-20 20-22l70-12 60-40h150l80 50c60 6 100 20 100 44v16z';
  const extra = long ? '<rect x="150" y="190" width="300" height="30" fill="#cfe6f5"/>' : '<path d="M270 196l40-30h110l56 34z" fill="#cfe6f5"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><rect width="${W}" height="${H}" fill="#eef3f7"/><rect y="300" width="${W}" height="100" fill="#c9d3db"/><path d="${body}" fill="${colour}"/>${extra}<circle cx="200" cy="282" r="30" fill="#222"/><circle cx="200" cy="282" r="12" fill="#bbb"/><circle cx="470" cy="282" r="30" fill="#222"/><circle cx="470" cy="282" r="12" fill="#bbb"/></svg>`;
}
const cars: Record<string, string> = {
  economy: carSvg('#e4572e', false, false),
  compact: carSvg('#2e86ab', false, false),
  suv: carSvg('#3b3b3b', true, false),
  luxury: carSvg('#111827', false, false),
  van: carSvg('#f2f2f2', true, true),
  '4x4': carSvg('#6b8e23', true, false),
};

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#1c7ed6"/><circle cx="44" cy="20" r="8" fill="#ffd43b"/><path d="M8 50l16-20 10 12 8-8 14 16z" fill="#fff"/></svg>';

const out = path.resolve('public/images');
// Home's hero is the first screen's largest paint: it lives beside its component, and the
// build inlines it into the JavaScript (no request to wait for; docs/performance.md).
const inlined: Record<string, string> = { 'app/hero': path.resolve('src/client/features/home/hero.svg') };
for (const [name, scene] of Object.entries(images)) {
  const file = inlined[name] ?? path.join(out, `${name}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg(scene));
}
mkdirSync(path.join(out, 'cars'), { recursive: true });
for (const [name, content] of Object.entries(cars)) writeFileSync(path.join(out, 'cars', `${name}.svg`), content);
writeFileSync(path.resolve('public/logo.svg'), logo);
writeFileSync(path.resolve('public/favicon.svg'), logo);
console.log('images written to public/images');
