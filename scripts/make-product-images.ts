// Generates the marketplace's product pictures (small SVGs) into public/images/products, two
// per product: <id>-1.svg shows the product, <id>-2.svg its packaging with the product on the
// label, on a different background. Like scripts/make-images.ts, no fonts, photos or external
// references, so the shop works offline. Each file has a <title> naming the product and stays
// under 4 KB. Run `npx tsx scripts/make-product-images.ts` after changing the catalogue or a
// drawing; the output is committed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoProducts, type DemoProduct, type ProductCategory } from '@db/seeders/demo/products';

// Drawings sit in a 200 x 200 box, centred on (100, 100), resting on y = 160.
type Drawing = (main: string, accent: string) => string;

const ink = '#2b2b2b';
const beads = (cx: number, cy: number, r: number, colours: string[], count: number, size = 3.2) =>
  Array.from({ length: count }, (_, i) => {
    const a = Math.PI * (0.1 + (0.8 * i) / (count - 1));
    return `<circle cx="${(cx - r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" r="${size}" fill="${colours[i % colours.length]}"/>`;
  }).join('');
const stripes = (x: number, y: number, w: number, h: number, colours: string[], step: number) =>
  colours.map((colour, i) => `<rect x="${x}" y="${y + i * step}" width="${w}" height="${h}" fill="${colour}"/>`).join('');

const drawings: Record<string, Drawing> = {
  // electronics
  lantern: (c, a) =>
    `<circle cx="100" cy="104" r="42" fill="#ffe066" opacity=".35"/><path d="M80 62a20 20 0 0 1 40 0" fill="none" stroke="${ink}" stroke-width="5"/><rect x="68" y="58" width="64" height="12" rx="3" fill="#1e3a5f"/><path d="M84 58v12M100 58v12M116 58v12" stroke="#5d8fc2" stroke-width="1.5"/><rect x="74" y="70" width="52" height="62" rx="6" fill="#fff4b8" stroke="${c}" stroke-width="5"/><path d="M88 80v42M112 80v42" stroke="${c}" stroke-width="3"/><rect x="68" y="132" width="64" height="16" rx="4" fill="${c}"/><circle cx="84" cy="140" r="3" fill="${a}"/>`,
  solarKit: (c, a) =>
    `<path d="M30 120l26-60h76l-26 60z" fill="#1e3a5f" stroke="#b8c4d0" stroke-width="3"/><path d="M49 76h75M41 94h75M35 108h75M69 62l-24 58M94 62l-24 58M119 62l-24 58" stroke="#5d8fc2" stroke-width="1.5"/><path d="M70 120l-6 36h36l-6-36" fill="#8a96a3"/><rect x="124" y="112" width="44" height="40" rx="5" fill="${c}"/><circle cx="146" cy="132" r="9" fill="${a}"/><path d="M150 70c12 0 20 8 20 18 0 7-4 11-7 15h-26c-3-4-7-8-7-15 0-10 8-18 20-18z" fill="#fff3a6" stroke="${ink}" stroke-width="2"/><rect x="142" y="103" width="16" height="8" fill="#999"/>`,
  powerBank: (c, a) =>
    `<rect x="58" y="48" width="84" height="112" rx="14" fill="${c}"/><rect x="66" y="56" width="68" height="96" rx="10" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>${[0, 1, 2, 3].map((i) => `<circle cx="${82 + i * 12}" cy="136" r="3.5" fill="${i < 3 ? a : '#555'}"/>`).join('')}<rect x="88" y="44" width="24" height="6" rx="2" fill="#222"/><circle cx="100" cy="88" r="14" fill="#fff" opacity=".9"/><path d="M102 78l-8 12h7l-3 10 9-13h-7z" fill="${c}"/>`,
  featurePhone: (c) =>
    `<rect x="66" y="36" width="68" height="128" rx="14" fill="${c}"/><rect x="74" y="48" width="52" height="40" rx="3" fill="#bfe3f2"/><rect x="80" y="94" width="40" height="8" rx="4" fill="#ddd"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${78 + (i % 3) * 16}" y="${108 + Math.floor(i / 3) * 12}" width="12" height="8" rx="2" fill="#eee"/>`).join('')}`,
  smartphone: (c, a) =>
    `<rect x="62" y="30" width="76" height="140" rx="14" fill="${c}"/><rect x="67" y="38" width="66" height="124" rx="8" fill="${a}"/><circle cx="100" cy="44" r="3" fill="#111"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${74 + (i % 3) * 19}" y="${60 + Math.floor(i / 3) * 22}" width="14" height="14" rx="4" fill="#fff" opacity=".8"/>`).join('')}<rect x="74" y="148" width="52" height="6" rx="3" fill="#fff" opacity=".6"/>`,
  radio: (c, a) =>
    `<path d="M126 66l22-40" stroke="${ink}" stroke-width="3"/><rect x="40" y="64" width="120" height="84" rx="12" fill="${c}"/><rect x="48" y="56" width="56" height="10" rx="2" fill="#1e3a5f"/><circle cx="78" cy="108" r="26" fill="#333"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${68 + (i % 3) * 10}" cy="${98 + Math.floor(i / 3) * 10}" r="2.5" fill="#777"/>`).join('')}<rect x="114" y="80" width="36" height="16" rx="3" fill="#f4e9c9"/><circle cx="132" cy="122" r="10" fill="${a}"/><path d="M160 100h10v28h-10" fill="none" stroke="${ink}" stroke-width="4"/>`,
  earbuds: (c, a) =>
    `<rect x="50" y="92" width="100" height="64" rx="30" fill="${c}"/><path d="M50 118h100" stroke="#000" stroke-opacity=".2" stroke-width="2"/><circle cx="100" cy="140" r="3" fill="${a}"/><g fill="${c}" stroke="#000" stroke-opacity=".2"><ellipse cx="74" cy="64" rx="16" ry="14"/><rect x="68" y="68" width="10" height="26" rx="5"/><ellipse cx="126" cy="64" rx="16" ry="14"/><rect x="122" y="68" width="10" height="26" rx="5"/></g><circle cx="70" cy="62" r="6" fill="#555"/><circle cx="130" cy="62" r="6" fill="#555"/>`,
  powerStation: (c, a) =>
    `<path d="M70 60v-14h60v14" fill="none" stroke="${ink}" stroke-width="7"/><rect x="40" y="58" width="120" height="100" rx="10" fill="${c}"/><rect x="52" y="70" width="44" height="28" rx="3" fill="#102030"/><path d="M58 90h10l4-10 5 14 4-4h10" stroke="${a}" stroke-width="2.5" fill="none"/>${[0, 1].map((i) => `<rect x="${108 + i * 26}" y="72" width="20" height="24" rx="4" fill="#e9e9e9"/><path d="M${114 + i * 26} 79v8M${122 + i * 26} 79v8" stroke="#333" stroke-width="2.5"/>`).join('')}<rect x="52" y="112" width="96" height="34" rx="5" fill="#000" opacity=".18"/><rect x="60" y="124" width="12" height="8" rx="2" fill="#eee"/><rect x="80" y="124" width="12" height="8" rx="2" fill="#eee"/><circle cx="132" cy="128" r="7" fill="${a}"/>`,
  speaker: (c, a) =>
    `<rect x="34" y="72" width="132" height="72" rx="36" fill="${c}"/>${Array.from({ length: 18 }, (_, i) => `<circle cx="${62 + (i % 9) * 10}" cy="${98 + Math.floor(i / 9) * 18}" r="2.5" fill="#000" opacity=".35"/>`).join('')}<circle cx="46" cy="108" r="8" fill="${a}"/><circle cx="154" cy="108" r="8" fill="${a}"/><path d="M60 74c10-22 70-22 80 0" fill="none" stroke="${ink}" stroke-width="5"/>`,
  smartwatch: (c, a) =>
    `<rect x="80" y="28" width="40" height="50" rx="6" fill="${c}"/><rect x="80" y="122" width="40" height="50" rx="6" fill="${c}"/><rect x="66" y="64" width="68" height="72" rx="16" fill="#222"/><rect x="72" y="70" width="56" height="60" rx="11" fill="#0c1b2a"/><path d="M110 82a16 16 0 1 0 6 22a12 12 0 1 1-6-22z" fill="${a}"/><circle cx="88" cy="112" r="3" fill="${a}"/><rect x="134" y="90" width="6" height="16" rx="2" fill="#555"/>`,
  dashCam: (c, a) =>
    `<rect x="86" y="34" width="28" height="22" rx="4" fill="#555"/><rect x="96" y="54" width="8" height="16" fill="#555"/><rect x="46" y="70" width="108" height="70" rx="12" fill="${c}"/><circle cx="100" cy="105" r="26" fill="#222"/><circle cx="100" cy="105" r="16" fill="#1b3a5c"/><circle cx="94" cy="99" r="5" fill="#fff" opacity=".7"/><circle cx="140" cy="82" r="4" fill="${a}"/>`,
  electricBurner: (c, a) =>
    `<path d="M92 56c-8-10 8-16 0-28M108 56c-8-10 8-16 0-28" stroke="#999" stroke-width="3" fill="none" opacity=".8"/><path d="M62 60h76l-10 34h-56z" fill="${c}"/><rect x="60" y="56" width="80" height="8" rx="3" fill="${a}"/><rect x="90" y="94" width="20" height="34" fill="${c}"/><path d="M66 158l12-30h44l12 30z" fill="${c}"/><circle cx="100" cy="142" r="4" fill="#7fe1ff"/>`,
  // fashion
  sandals: (c, a) =>
    [58, 126]
      .map(
        (x, i) =>
          `<ellipse cx="${x + 12}" cy="${104 + i * 6}" rx="24" ry="54" fill="${c}"/><ellipse cx="${x + 12}" cy="${104 + i * 6}" rx="17" ry="46" fill="#000" opacity=".15"/><path d="M${x - 10} ${88 + i * 6}q22 18 44 0" fill="none" stroke="${a}" stroke-width="10"/>${[0, 1, 2, 3, 4].map((k) => `<circle cx="${x - 6 + k * 9}" cy="${92 + i * 6 + (k === 0 || k === 4 ? -2 : 4)}" r="2.5" fill="${['#d7263d', '#fff', '#1b98e0', '#f4d35e', '#2e933c'][k]}"/>`).join('')}`,
      )
      .join(''),
  kiondo: (c, a) =>
    `<path d="M66 86c0-40 68-40 68 0" fill="none" stroke="${a}" stroke-width="7"/><path d="M52 82h96l-10 78h-76z" fill="${c}"/>${stripes(55, 94, 90, 7, ['#b5651d', '#2e933c', '#d7263d', '#b5651d'], 16)}<path d="M62 82v78M78 82v78M94 82v78M110 82v78M126 82v78M140 82v78" stroke="#000" stroke-opacity=".12" stroke-width="2"/><rect x="52" y="80" width="96" height="8" fill="${a}"/>`,
  wrapDress: (c, a) =>
    `<path d="M84 36h32l6 18 16 8-8 24-10-4 18 80h-76l18-80-10 4-8-24 16-8z" fill="${c}"/><path d="M84 36l18 40 14-40" fill="none" stroke="#fff" stroke-width="3"/>${[
      [80, 110],
      [110, 100],
      [96, 132],
      [124, 140],
      [74, 146],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${a}"/><circle cx="${x}" cy="${y}" r="3" fill="#fff"/>`)
      .join('')}<path d="M86 84q20 10 34-4" stroke="${a}" stroke-width="5" fill="none"/>`,
  shirt: (c, a) =>
    `<path d="M76 40l-34 18 12 30 16-6v78h60v-78l16 6 12-30-34-18c-4 10-20 10-24 0z" fill="${c}"/><path d="M76 40l12 20 12-20M100 40l12 20 12-20" fill="#fff" opacity=".85"/><path d="M100 60v100" stroke="#000" stroke-opacity=".2"/>${[76, 96, 116, 136].map((y) => `<circle cx="100" cy="${y}" r="2.5" fill="#fff"/>`).join('')}${[
      [82, 92],
      [118, 104],
      [82, 132],
      [118, 144],
    ]
      .map(([x, y]) => `<path d="M${x - 8} ${y}l8-8 8 8-8 8z" fill="${a}"/>`)
      .join('')}`,
  bomber: (c, a) =>
    `<path d="M72 40h56l30 20-8 60-12-2v40h-76v-40l-12 2-8-60z" fill="${c}"/><path d="M72 40q28 16 56 0" fill="none" stroke="${ink}" stroke-width="6"/><path d="M100 48v112" stroke="#ccc" stroke-width="3"/>${[
      [84, 80],
      [116, 96],
      [84, 120],
      [116, 136],
      [136, 70],
      [64, 70],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${a}"/>`)
      .join(
        '',
      )}<rect x="62" y="152" width="76" height="8" fill="${ink}"/><rect x="38" y="112" width="16" height="8" fill="${ink}" transform="rotate(6 46 116)"/><rect x="146" y="112" width="16" height="8" fill="${ink}" transform="rotate(-6 154 116)"/>`,
  robe: (c, a) =>
    `<path d="M84 32h32l34 22-10 40-14-8 10 74h-72l10-74-14 8-10-40z" fill="${c}" stroke="#000" stroke-opacity=".15"/><path d="M92 32l8 16 8-16" fill="none" stroke="${a}" stroke-width="3"/><path d="M100 48v40" stroke="${a}" stroke-width="2"/><path d="M100 88q-4 14 0 22q4-8 0-22" fill="${a}"/><path d="M84 32l-8 128M116 32l8 128" stroke="${a}" stroke-width="3" opacity=".8"/>`,
  shemagh: (c, a) =>
    `<defs><pattern id="chk" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${a}"/><rect width="5" height="5" fill="${c}"/><rect x="5" y="5" width="5" height="5" fill="${c}"/></pattern></defs><path d="M30 58h140l-70 100z" fill="url(#chk)"/><path d="M30 58h140" stroke="${c}" stroke-width="8"/><path d="M44 64l56 80 56-80" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${36 + i * 18} 54v-10" stroke="${c}" stroke-width="3"/>`).join('')}`,
  kuma: (c, a) =>
    `<path d="M44 140c0-70 112-70 112 0z" fill="${c}"/><ellipse cx="100" cy="140" rx="56" ry="12" fill="${c}"/><ellipse cx="100" cy="140" rx="56" ry="12" fill="#000" opacity=".12"/>${[0, 1, 2].map((r) => `<path d="M${54 + r * 4} ${126 - r * 22}c${30 - r * 4}-${10 - r} ${62 - r * 16}-${10 - r} ${92 - r * 8} 0" fill="none" stroke="${a}" stroke-width="3" stroke-dasharray="4 3"/>`).join('')}<circle cx="100" cy="66" r="6" fill="${a}"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${62 + i * 15} 130l5-8 5 8z" fill="${a}"/>`).join('')}`,
  // food
  teaCup: (c, a) =>
    `<path d="M120 40c20 0 30 16 20 30c-14-2-24-14-20-30z" fill="${a}"/><path d="M132 44c6 6 8 14 4 22" stroke="#fff" stroke-width="1.5" fill="none"/><path d="M52 48c16-6 30 4 28 22c-16 0-28-8-28-22z" fill="${a}"/><ellipse cx="100" cy="150" rx="60" ry="10" fill="#f2f2f2" stroke="#ccc"/><path d="M56 92h88c0 30-16 54-44 54s-44-24-44-54z" fill="#fff" stroke="#ccc" stroke-width="2"/><ellipse cx="100" cy="93" rx="42" ry="8" fill="${c}"/><path d="M144 102c18 0 18 24-4 24" fill="none" stroke="#ccc" stroke-width="6"/>`,
  coffeeBeans: (c, a) =>
    `<ellipse cx="100" cy="150" rx="66" ry="10" fill="#000" opacity=".08"/>${[
      [70, 132, 20],
      [98, 140, -30],
      [126, 130, 40],
      [84, 112, -10],
      [112, 112, 60],
      [98, 88, 10],
      [58, 150, 80],
      [140, 150, -60],
      [122, 90, -40],
      [76, 90, 30],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="14" ry="10" fill="${c}"/><path d="M${x - 12} ${y}q6-4 12 0t12 0" stroke="${a}" stroke-width="2.5" fill="none"/></g>`,
      )
      .join('')}`,
  honeyJar: (c, a) =>
    `<rect x="62" y="50" width="76" height="14" rx="4" fill="${a}"/><path d="M58 66h84v74c0 12-8 20-20 20h-44c-12 0-20-8-20-20z" fill="${c}"/><path d="M66 74v60" stroke="#fff" stroke-width="5" opacity=".4"/><rect x="70" y="96" width="60" height="30" rx="4" fill="#fff8e1"/><path d="M92 106l8-5 8 5v10l-8 5-8-5z" fill="${c}"/><path d="M142 40l-30 50" stroke="#8b5a2b" stroke-width="6"/><ellipse cx="146" cy="36" rx="7" ry="9" fill="#8b5a2b"/>`,
  dates: (c, a) =>
    `<ellipse cx="100" cy="140" rx="72" ry="18" fill="${a}"/><ellipse cx="100" cy="136" rx="64" ry="13" fill="#fff" opacity=".5"/>${[
      [70, 126],
      [94, 130],
      [118, 128],
      [142, 124],
      [82, 112],
      [106, 114],
      [130, 110],
      [94, 98],
      [118, 96],
    ]
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="15" ry="10" fill="${c}" transform="rotate(${((i * 37) % 60) - 30} ${x} ${y})"/><ellipse cx="${x - 4}" cy="${y - 4}" rx="5" ry="2" fill="#fff" opacity=".35"/>`,
      )
      .join('')}`,
  syrupBottle: (c, a) =>
    `<rect x="88" y="26" width="24" height="16" rx="3" fill="${a}"/><path d="M90 42h20v16c16 6 22 16 22 30v62c0 6-4 10-10 10h-44c-6 0-10-4-10-10v-62c0-14 6-24 22-30z" fill="${c}"/><rect x="74" y="96" width="52" height="40" rx="4" fill="#f6ead0"/><ellipse cx="100" cy="116" rx="10" ry="7" fill="${c}"/><path d="M76 66v70" stroke="#fff" stroke-width="4" opacity=".3"/>`,
  halwa: (c, a) =>
    `<ellipse cx="100" cy="150" rx="62" ry="10" fill="#000" opacity=".1"/><path d="M40 98h120c0 34-26 56-60 56s-60-22-60-56z" fill="${a}"/><ellipse cx="100" cy="98" rx="60" ry="16" fill="${c}"/><ellipse cx="84" cy="94" rx="22" ry="5" fill="#fff" opacity=".3"/>${[
      [80, 98],
      [100, 92],
      [120, 100],
      [108, 104],
    ]
      .map(([x, y]) => `<path d="M${x - 6} ${y}a7 7 0 0 0 12 0" fill="#f0d9a0" stroke="#c9a55a"/>`)
      .join('')}`,
  chocolate: (c, a) =>
    `<rect x="48" y="44" width="104" height="116" rx="6" fill="${a}"/><rect x="56" y="52" width="88" height="100" rx="4" fill="${c}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${60 + (i % 3) * 28}" y="${56 + Math.floor(i / 3) * 24}" width="24" height="20" rx="3" fill="#000" opacity=".18"/>`).join('')}<path d="M144 120l16-6-8 30z" fill="${c}"/><path d="M48 92h104" stroke="#d4af37" stroke-width="4"/>`,
  // crafts
  elephant: (c, a) =>
    `<g fill="${c}"><path d="M40 148v-40c0-28 24-42 54-42 22 0 40 10 46 28l14 4c10 4 10 24 2 36l-6 14h-10l4-16-8-4v20h-16v-22h-40v22h-16v-22l-8 6v16z"/><ellipse cx="118" cy="92" rx="18" ry="24" fill="#000" opacity=".12"/></g><circle cx="136" cy="88" r="3" fill="${ink}"/><path d="M56 102q30-14 52 0M60 118q28-10 48 0" stroke="${a}" stroke-width="3" fill="none"/><path d="M150 118q10 4 12 16" stroke="#fff" stroke-width="4" fill="none"/>`,
  agaseke: (c, a) =>
    `<path d="M100 22l34 70h-68z" fill="${c}"/><path d="M100 22l8 16-8 16-8-16zM100 54l12 20-12 18-12-18z" fill="${a}"/><ellipse cx="100" cy="92" rx="38" ry="6" fill="${a}"/><path d="M62 96h76l-6 52c-2 8-12 12-32 12s-30-4-32-12z" fill="${c}"/><path d="M64 110l12 12 12-12 12 12 12-12 12 12 12-12" stroke="${a}" stroke-width="5" fill="none"/><path d="M66 138h68" stroke="${a}" stroke-width="3"/>`,
  makonde: (c, a) =>
    `<path d="M76 160h48l-6-20 8-22-12-18 10-24-10-20 4-16c-6-8-22-8-28 0l4 16-10 20 10 24-12 18 8 22z" fill="${c}"/>${[
      [98, 46],
      [92, 80],
      [106, 112],
      [96, 140],
    ]
      .map(([x, y]) => `<circle cx="${x - 4}" cy="${y}" r="2.5" fill="${a}"/><circle cx="${x + 4}" cy="${y}" r="2.5" fill="${a}"/>`)
      .join(
        '',
      )}<path d="M84 96c10 6 22 6 32 0M84 128c10 6 22 6 32 0" stroke="${a}" stroke-width="2" fill="none"/><rect x="70" y="156" width="60" height="8" fill="${c}"/>`,
  painting: (c, a) =>
    `<rect x="34" y="42" width="132" height="110" fill="#6b4226"/><rect x="42" y="50" width="116" height="94" fill="${a}"/><circle cx="134" cy="70" r="12" fill="#ffd23f"/><path d="M42 126c30-14 80-14 116 0v18h-116z" fill="#2e933c"/><g fill="${c}"><ellipse cx="86" cy="112" rx="22" ry="12"/><path d="M102 108l12-28h6l-10 32z"/><rect x="70" y="118" width="4" height="18"/><rect x="96" y="118" width="4" height="18"/></g><g fill="#fff">${[
      [80, 108],
      [90, 114],
      [78, 116],
      [94, 106],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5"/>`)
      .join('')}</g>`,
  // Drawn smallest first and highest, so each bowl shows above the rim of the one it nests in.
  bowls: (c, a) =>
    [2, 1, 0]
      .map((i) => {
        const w = 64 - i * 14;
        const y = 108 - i * 16;
        return `<path d="M${100 - w} ${y}h${2 * w}c0 ${30 - i * 6}-${w / 2} ${40 - i * 8}-${w} ${40 - i * 8}s-${w}-${10 - i * 2}-${w}-${40 - i * 8}z" fill="${[c, a, '#e0b04a'][i]}"/><path d="M${100 - w + 6} ${y + 10}h${2 * w - 12}" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="6 4"/>`;
      })
      .join(''),
  jebena: (c, a) =>
    `<path d="M86 30h28l-4 52c22 8 32 26 30 44c-2 22-20 34-40 34s-38-12-40-34c-2-18 8-36 30-44z" fill="${c}"/><path d="M134 96q18-2 24-18" stroke="${c}" stroke-width="9" fill="none"/><path d="M66 104q-22-8-14-36l8 2q-6 20 10 26" fill="${c}"/><path d="M70 122q30 12 60 0" stroke="${a}" stroke-width="3" fill="none"/><ellipse cx="100" cy="160" rx="44" ry="6" fill="${a}"/>`,
  khanjar: (c, a) =>
    `<rect x="30" y="54" width="140" height="12" rx="3" fill="${a}"/><path d="M80 66h40v14H80z" fill="${c}"/><path d="M84 80h32v20c0 30 10 44 30 52c-30 8-50-10-58-32l-4-40z" fill="${c}"/><path d="M90 92h20M92 106h20M96 120h18" stroke="${a}" stroke-width="3"/><path d="M86 30h28l4 24H82z" fill="#7a4a22"/><circle cx="100" cy="30" r="8" fill="${c}"/>`,
  khoos: (c, a) =>
    `<path d="M70 58h60l-8-20H78z" fill="${c}"/><circle cx="100" cy="34" r="6" fill="${a}"/><path d="M56 62h88v80c0 10-8 16-16 16H72c-8 0-16-6-16-16z" fill="${c}"/>${stripes(56, 76, 88, 8, [a, '#2e933c', a, '#7b2cbf'], 18)}<path d="M56 62h88" stroke="#000" stroke-opacity=".2" stroke-width="4"/>`,
  dallah: (c, a) =>
    `<circle cx="100" cy="30" r="6" fill="${c}"/><path d="M88 36h24l6 22H82z" fill="${c}"/><path d="M80 58h40l-4 24c18 6 30 30 30 56v20H54v-20c0-26 12-50 30-56z" fill="${c}"/><path d="M84 66q-34 0-50-20l-6 4q16 30 54 30" fill="${c}"/><path d="M116 68q34 10 30 60h-8q0-40-22-48" fill="${c}"/><path d="M66 124h68M72 140h56" stroke="${a}" stroke-width="3"/><path d="M86 102l14-8 14 8-14 8z" fill="${a}"/>`,
  dhow: (c, a) =>
    `<path d="M100 30v104" stroke="${ink}" stroke-width="4"/><path d="M100 36c30 20 48 56 52 92H100z" fill="${a}"/><path d="M96 44c-20 24-34 52-38 80h38z" fill="${a}" opacity=".8"/><path d="M28 130h150l-20 28H50z" fill="${c}"/><path d="M36 138h134" stroke="#000" stroke-opacity=".25" stroke-width="3"/><path d="M20 162c20-6 40 6 60 0s40-6 60 0 40 6 50 0" stroke="#4aa3df" stroke-width="4" fill="none"/>`,
  vase: (c, a) =>
    `<path d="M82 30h36v10c0 10-10 14-10 22 24 12 34 36 30 56-4 22-18 38-38 40-20-2-34-18-38-40-4-20 6-44 30-56 0-8-10-12-10-22z" fill="${c}"/><path d="M64 104c22 8 50 8 72 0M66 124c22 8 46 8 68 0" stroke="${a}" stroke-width="4" fill="none"/><path d="M76 90q-6 30 6 52" stroke="#fff" stroke-width="4" fill="none" opacity=".35"/>`,
  mabkhara: (c, a) =>
    `<path d="M92 48c-8-10 8-16 0-28M108 48c-8-10 8-16 0-28" stroke="#999" stroke-width="3" fill="none"/><path d="M58 52h84l-12 40H70z" fill="${c}"/><rect x="80" y="92" width="40" height="20" fill="${c}"/><path d="M60 160l10-48h60l10 48z" fill="${c}"/><path d="M72 126l8-8 8 8 8-8 8 8 8-8 8 8 8-8" stroke="${a}" stroke-width="4" fill="none"/><path d="M66 146h68" stroke="${a}" stroke-width="4"/><path d="M70 64h60" stroke="${a}" stroke-width="4"/><circle cx="100" cy="52" r="14" fill="#c0392b" opacity=".6"/>`,
  // jewelry
  beadCollar: (c, a) =>
    [0, 1, 2, 3]
      .map(
        (r) =>
          `<path d="M${52 - r * 9} ${70}a${48 + r * 9} ${48 + r * 9} 0 0 0 ${96 + r * 18} 0" fill="none" stroke="${[c, a, '#fff', '#f28c28'][r]}" stroke-width="8" stroke-dasharray="3 1.5"/>`,
      )
      .join('') +
    `<path d="M72 70a28 28 0 0 0 56 0" fill="none" stroke="${ink}" stroke-width="2"/>` +
    beads(100, 70, 86, [c, a, '#f4d35e'], 12, 4),
  bracelets: (c, a) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="100" cy="${76 + i * 16}" rx="52" ry="14" fill="none" stroke="${[c, a, '#fff', '#f4d35e', '#2e933c'][i]}" stroke-width="8" stroke-dasharray="4 2"/>`,
      )
      .join('') + `<circle cx="152" cy="108" r="5" fill="#c9a227"/>`,
  gemPendant: (c, a) =>
    `<path d="M52 30l48 70 48-70" fill="none" stroke="${a}" stroke-width="2.5" stroke-dasharray="3 2"/><circle cx="100" cy="102" r="6" fill="none" stroke="${a}" stroke-width="3"/><path d="M100 108l-22 20 22 30 22-30z" fill="${a}"/><path d="M100 112l-17 16 17 24 17-24z" fill="${c}"/><path d="M83 128h34M100 112l-8 16 8 24 8-24z" stroke="#fff" stroke-opacity=".5" fill="none"/>`,
  paperBeads: (c, a) =>
    `<path d="M50 40c0 80 100 80 100 0" fill="none" stroke="${ink}" stroke-width="1.5"/>${Array.from({ length: 11 }, (_, i) => {
      const t = i / 10;
      const x = 50 + 100 * t;
      const y = 40 + 240 * t * (1 - t);
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="8" ry="4.5" fill="${[c, a, '#f4d35e', '#2e933c'][i % 4]}" transform="rotate(${Math.round(70 - 140 * t)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    }).join('')}`,
  cross: (c, a) =>
    `<path d="M100 24v20" stroke="${a}" stroke-width="3"/><circle cx="100" cy="50" r="6" fill="none" stroke="${c}" stroke-width="3"/><g fill="none" stroke="${c}" stroke-width="6"><path d="M100 58v92M62 100h76"/><circle cx="100" cy="100" r="16"/><circle cx="100" cy="64" r="8"/><circle cx="100" cy="144" r="10"/><circle cx="64" cy="100" r="8"/><circle cx="136" cy="100" r="8"/></g><circle cx="100" cy="100" r="5" fill="${c}"/>`,
  bangle: (c, a) =>
    `<ellipse cx="100" cy="104" rx="58" ry="40" fill="none" stroke="${c}" stroke-width="16"/><ellipse cx="100" cy="104" rx="58" ry="40" fill="none" stroke="${a}" stroke-width="3" stroke-dasharray="2 6"/><path d="M54 88q20-22 60-22" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>`,
  crescent: (c, a) =>
    `<path d="M56 30l44 56 44-56" fill="none" stroke="${c}" stroke-width="2" stroke-dasharray="3 2"/><circle cx="100" cy="90" r="5" fill="none" stroke="${c}" stroke-width="3"/><path d="M108 98a32 32 0 1 0 20 46a26 26 0 1 1-20-46z" fill="${c}"/><path d="M128 112l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="${a}"/>`,
  pearlEarrings: (c, a) =>
    [72, 128]
      .map(
        (x) =>
          `<path d="M${x} 40c-10 0-10 16 0 16v24" fill="none" stroke="${a}" stroke-width="3"/><circle cx="${x}" cy="82" r="5" fill="${a}"/><rect x="${x - 2}" y="86" width="4" height="20" fill="${a}"/><circle cx="${x}" cy="122" r="18" fill="${c}"/><circle cx="${x - 6}" cy="116" r="5" fill="#fff" opacity=".8"/>`,
      )
      .join(''),
  filigreeRing: (c, a) =>
    `<ellipse cx="100" cy="118" rx="44" ry="38" fill="none" stroke="${c}" stroke-width="12"/><ellipse cx="100" cy="70" rx="30" ry="18" fill="${c}"/>${[-16, 0, 16].map((dx) => `<circle cx="${100 + dx}" cy="70" r="6" fill="none" stroke="${a}" stroke-width="2"/>`).join('')}<path d="M74 70q26 -20 52 0" stroke="${a}" stroke-width="2" fill="none"/>`,
  silverCuff: (c, a) =>
    `<path d="M42 110a58 40 0 1 1 116 0" fill="none" stroke="${c}" stroke-width="30"/><path d="M42 110a58 40 0 1 1 116 0" fill="none" stroke="${a}" stroke-width="3" stroke-dasharray="1 5" stroke-linecap="round"/><path d="M56 86q44-40 88 0" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/>${[70, 100, 130].map((x) => `<path d="M${x} ${x === 100 ? 66 : 76}l6 6-6 6-6-6z" fill="${a}"/>`).join('')}`,
  pearlDrop: (c, a) =>
    `<path d="M50 30c10 60 90 60 100 0" fill="none" stroke="${a}" stroke-width="2.5"/><path d="M100 75v34" stroke="${a}" stroke-width="2.5"/><circle cx="100" cy="126" r="20" fill="${c}"/><circle cx="93" cy="119" r="6" fill="#fff" opacity=".85"/>`,
  // textiles
  foldedCloth: (c, a) =>
    `${[0, 1, 2].map((i) => `<rect x="${40 + i * 4}" y="${128 - i * 30}" width="${120 - i * 8}" height="30" rx="6" fill="${i === 1 ? a : c}"/>${stripes(40 + i * 4, 132 - i * 30, 120 - i * 8, 3, ['#fff', i === 1 ? c : a, '#fff'], 8)}`).join('')}${Array.from({ length: 7 }, (_, i) => `<path d="M${50 + i * 16} 158v10" stroke="${c}" stroke-width="3"/>`).join('')}`,
  checkBlanket: (c, a) =>
    `<defs><pattern id="chk" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="${c}"/><path d="M0 4h16M4 0v16" stroke="${a}" stroke-width="3"/><path d="M0 12h16M12 0v16" stroke="#111" stroke-width="2"/></pattern></defs><rect x="36" y="56" width="128" height="100" rx="8" fill="url(#chk)"/><path d="M36 92h128M36 124h128" stroke="#000" stroke-opacity=".25" stroke-width="3"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${42 + i * 15} 156v10" stroke="${c}" stroke-width="3"/>`).join('')}`,
  kanga: (c, a) =>
    `<rect x="30" y="42" width="140" height="108" fill="${c}"/><rect x="42" y="54" width="116" height="84" fill="${a}"/><circle cx="100" cy="90" r="22" fill="${c}"/><circle cx="100" cy="90" r="10" fill="${a}"/>${Array.from({ length: 8 }, (_, i) => `<circle cx="${36 + i * 18}" cy="48" r="3" fill="${a}"/><circle cx="${36 + i * 18}" cy="144" r="3" fill="${a}"/>`).join('')}<rect x="58" y="122" width="84" height="6" rx="3" fill="${c}"/>`,
  fabricRoll: (c, a) =>
    `<rect x="40" y="86" width="120" height="64" fill="${c}"/><ellipse cx="40" cy="118" rx="14" ry="32" fill="${c}"/><ellipse cx="40" cy="118" rx="14" ry="32" fill="#000" opacity=".2"/><ellipse cx="40" cy="118" rx="4" ry="10" fill="#000" opacity=".35"/><path d="M160 86l14 76h-120l-14-12h120z" fill="${c}"/>${[
      [70, 104],
      [100, 126],
      [130, 104],
      [86, 142],
      [118, 144],
      [146, 128],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${a}"/><circle cx="${x}" cy="${y}" r="4" fill="#fff"/>`)
      .join('')}`,
  barkcloth: (c, a) =>
    `<path d="M40 60h120l-6 92H46z" fill="${c}"/>${Array.from({ length: 10 }, (_, i) => `<path d="M${44 + i * 12} 62q${i % 2 ? 4 : -4} 44 0 88" stroke="${a}" stroke-width="2" fill="none" opacity=".6"/>`).join('')}<path d="M40 100h120" stroke="#000" stroke-opacity=".2" stroke-width="4"/>`,
  shawl: (c, a) =>
    `<path d="M30 60h140l-14 90c-30 10-82 10-112 0z" fill="${c}" stroke="#ddd"/><path d="M38 132c30 10 94 10 124 0" stroke="${a}" stroke-width="10" fill="none"/><path d="M38 132c30 10 94 10 124 0" stroke="#f4d35e" stroke-width="3" stroke-dasharray="4 3" fill="none"/><path d="M30 60h140" stroke="${a}" stroke-width="6"/>${Array.from({ length: 10 }, (_, i) => `<path d="M${52 + i * 10} 152v10" stroke="#ddd" stroke-width="2"/>`).join('')}`,
  saduCushion: (c, a) =>
    `<path d="M40 50q60-10 120 0q10 50 0 100q-60 10-120 0q-10-50 0-100z" fill="${c}"/>${[72, 100, 128].map((y, r) => `<path d="M44 ${y}h112" stroke="${r === 1 ? '#fff' : a}" stroke-width="14"/>${Array.from({ length: 7 }, (_, i) => `<path d="M${48 + i * 16} ${y + 7}l8-14 8 14z" fill="${r === 1 ? a : '#fff'}"/>`).join('')}`).join('')}`,
  scarf: (c, a) =>
    `<path d="M60 30h40c10 50-10 90 6 130H66c-16-40 4-80-6-130z" fill="${c}"/><path d="M100 30h40c-6 40 10 70 0 100h-34c10-30-6-60-6-100z" fill="${c}" opacity=".8"/><path d="M66 150h40M106 120h34" stroke="${a}" stroke-width="8"/><path d="M66 150h40M106 120h34" stroke="#fff" stroke-width="2" stroke-dasharray="3 3"/>`,
  rug: (c, a) =>
    `<rect x="28" y="60" width="144" height="86" fill="${c}"/>${stripes(28, 70, 144, 8, [a, '#fff', a], 30)}${Array.from({ length: 8 }, (_, i) => `<path d="M${36 + i * 18} 94l9 10-9 10-9-10z" fill="${a}"/>`).join('')}${Array.from({ length: 12 }, (_, i) => `<path d="M${32 + i * 12} 146v10M${32 + i * 12} 60v-10" stroke="${c}" stroke-width="3"/>`).join('')}`,
  runner: (c, a) =>
    `<path d="M20 110l120-60 40 20-120 60z" fill="${c}"/>${[0, 1, 2, 3].map((i) => `<path d="M${30 + i * 8} ${114 + i * 4}l120-60" stroke="${i % 2 ? a : '#fff'}" stroke-width="3"/>`).join('')}${Array.from({ length: 6 }, (_, i) => `<path d="M${22 + i * 7} ${112 + i * 3.5}l-4 10" stroke="${c}" stroke-width="2"/>`).join('')}`,
  cushionSet: (c, a) =>
    [
      [56, 60, 0],
      [106, 56, 1],
      [80, 100, 2],
    ]
      .map(
        ([x, y, i]) =>
          `<rect x="${x}" y="${y}" width="64" height="56" rx="14" fill="${i === 1 ? a : c}"/><path d="M${x + 14} ${y + 28}h36M${x + 32} ${y + 12}v32" stroke="#d4af37" stroke-width="3"/><circle cx="${x + 32}" cy="${y + 28}" r="6" fill="none" stroke="#d4af37" stroke-width="3"/>`,
      )
      .join(''),
  // spices
  cloves: (c, a) =>
    `<ellipse cx="100" cy="150" rx="66" ry="10" fill="#000" opacity=".08"/>${[
      [60, 140, 30],
      [84, 146, -20],
      [110, 142, 60],
      [136, 144, -40],
      [72, 120, -60],
      [98, 124, 20],
      [124, 120, -10],
      [86, 100, 40],
      [112, 100, -30],
      [100, 78, 10],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><rect x="${x - 2.5}" y="${y - 4}" width="5" height="22" rx="2" fill="${c}"/><circle cx="${x}" cy="${y - 6}" r="6" fill="${a}"/><circle cx="${x}" cy="${y - 7}" r="2.5" fill="${c}"/></g>`,
      )
      .join('')}`,
  spiceBowl: (c, a) =>
    `<ellipse cx="100" cy="154" rx="64" ry="8" fill="#000" opacity=".1"/><path d="M50 94c8-46 92-46 100 0z" fill="${c}"/>${Array.from({ length: 10 }, (_, i) => `<circle cx="${70 + ((i * 23) % 60)}" cy="${72 + ((i * 7) % 18)}" r="2" fill="${a}"/>`).join('')}<path d="M36 92h128c0 34-28 58-64 58s-64-24-64-58z" fill="${a}"/><ellipse cx="100" cy="92" rx="64" ry="8" fill="#000" opacity=".15"/><path d="M136 70l30-30" stroke="#8b5a2b" stroke-width="6"/><ellipse cx="130" cy="78" rx="12" ry="7" fill="#8b5a2b" transform="rotate(-45 130 78)"/>`,
  vanilla: (c, a) =>
    `${[-18, -9, 0, 9, 18].map((dx, i) => `<path d="M${100 + dx} 30c${i % 2 ? 8 : -8} 40 ${i % 2 ? -6 : 6} 90 0 130" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>`).join('')}<rect x="72" y="88" width="56" height="14" rx="3" fill="${a}"/><path d="M100 102l-10 18M100 102l10 18" stroke="${a}" stroke-width="3"/>`,
  chiliOil: (c, a) =>
    `<rect x="86" y="28" width="28" height="18" rx="3" fill="${a}"/><path d="M88 46h24v14c14 6 20 16 20 28v62c0 6-4 10-10 10h-44c-6 0-10-4-10-10v-62c0-12 6-22 20-28z" fill="#f4b942" opacity=".9"/>${[
      [86, 100, 20],
      [108, 116, -30],
      [92, 134, 50],
      [114, 92, 10],
      [100, 146, -10],
    ]
      .map(([x, y, r]) => `<path d="M${x} ${y}q10-2 16 8q-12 2-16-8z" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`)
      .join('')}<path d="M74 84v66" stroke="#fff" stroke-width="4" opacity=".35"/>`,
  cardamom: (c, a) =>
    `<ellipse cx="100" cy="150" rx="66" ry="10" fill="#000" opacity=".08"/>${[
      [64, 138, 30],
      [92, 144, -20],
      [120, 140, 60],
      [146, 136, -30],
      [76, 116, -50],
      [104, 120, 10],
      [132, 114, -15],
      [90, 94, 40],
      [118, 92, -40],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="15" ry="9" fill="${c}"/><path d="M${x - 12} ${y}h24" stroke="${a}" stroke-width="1.5"/><path d="M${x + 15} ${y}h4" stroke="${a}" stroke-width="2"/></g>`,
      )
      .join('')}`,
  saffron: (c, a) =>
    `<ellipse cx="100" cy="150" rx="50" ry="8" fill="#000" opacity=".1"/><rect x="66" y="52" width="68" height="18" rx="4" fill="${a}"/><path d="M62 70h76v70c0 8-6 14-14 14H76c-8 0-14-6-14-14z" fill="#fff" opacity=".55" stroke="#ccc" stroke-width="2"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${70 + ((i * 17) % 56)} ${150 - (i % 4) * 8}q${i % 2 ? 8 : -8}-14 ${i % 3 ? 4 : -4}-30" stroke="${c}" stroke-width="2.5" fill="none"/>`).join('')}`,
  limes: (c, a) =>
    `<ellipse cx="100" cy="152" rx="66" ry="9" fill="#000" opacity=".1"/>${[
      [66, 132],
      [100, 138],
      [134, 132],
      [82, 104],
      [118, 104],
      [100, 76],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="18" fill="${c}"/><circle cx="${x - 5}" cy="${y - 6}" r="5" fill="${a}" opacity=".6"/><path d="M${x - 8} ${y + 6}q8 4 14-2" stroke="#000" stroke-opacity=".3" fill="none"/>`,
      )
      .join('')}`,
  // beauty
  creamJar: (c, a) =>
    `<ellipse cx="100" cy="156" rx="56" ry="7" fill="#000" opacity=".1"/><path d="M128 44l28 10-4 12-28-10z" fill="${a}"/><rect x="46" y="82" width="108" height="74" rx="12" fill="${a}"/><ellipse cx="100" cy="84" rx="54" ry="12" fill="${c}"/><path d="M78 82q22-16 44 0" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/><rect x="60" y="104" width="80" height="32" rx="4" fill="#fff" opacity=".85"/><path d="M90 120a10 10 0 0 1 20 0" fill="none" stroke="${c}" stroke-width="5"/>`,
  oilBottle: (c, a) =>
    `<rect x="90" y="24" width="20" height="22" rx="3" fill="${a}"/><path d="M92 46h16v10c14 6 18 14 18 24v70c0 6-4 10-10 10H84c-6 0-10-4-10-10V80c0-10 4-18 18-24z" fill="${c}"/><rect x="78" y="96" width="44" height="40" rx="4" fill="#fff" opacity=".9"/><path d="M100 104c10 8 10 20 0 24c-10-4-10-16 0-24z" fill="${a}"/><path d="M80 70v80" stroke="#fff" stroke-width="4" opacity=".35"/>`,
  soapBar: (c, a) =>
    `<ellipse cx="100" cy="150" rx="64" ry="8" fill="#000" opacity=".1"/><rect x="40" y="78" width="120" height="68" rx="18" fill="${c}"/><rect x="40" y="78" width="120" height="20" rx="10" fill="#fff" opacity=".35"/><rect x="86" y="76" width="28" height="72" fill="${a}"/><path d="M86 92h28M86 108h28M86 124h28" stroke="#fff" stroke-width="2" opacity=".7"/><g fill="#5a3a22"><circle cx="62" cy="120" r="4"/><rect x="61" y="122" width="2" height="10"/><circle cx="138" cy="118" r="4"/><rect x="137" y="120" width="2" height="10"/></g>`,
  dropper: (c, a) =>
    `<ellipse cx="100" cy="34" rx="10" ry="12" fill="${ink}"/><rect x="88" y="44" width="24" height="18" rx="3" fill="${a}"/><rect x="76" y="62" width="48" height="96" rx="10" fill="${c}"/><rect x="82" y="94" width="36" height="40" rx="3" fill="#fff" opacity=".9"/><path d="M100 100c8 8 8 20 0 26c-8-6-8-18 0-26z" fill="#3a7d44"/><path d="M82 70v80" stroke="#fff" stroke-width="3" opacity=".35"/>`,
  resin: (c, a) =>
    `<ellipse cx="100" cy="152" rx="70" ry="9" fill="#000" opacity=".1"/>${[
      [60, 136, 16],
      [92, 142, 18],
      [126, 138, 17],
      [150, 144, 11],
      [76, 114, 15],
      [108, 118, 16],
      [136, 116, 12],
      [92, 94, 14],
      [120, 92, 12],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x - r} ${y}c0-${r} ${r * 0.6}-${r * 1.1} ${r}-${r * 0.9}s${r} ${r * 0.5} ${r} ${r * 0.9}c0 ${r * 0.6}-${r * 0.7} ${r * 0.8}-${r} ${r * 0.8}s-${r}-${r * 0.2}-${r}-${r * 0.8}z" fill="${c}" stroke="${a}" stroke-width="1.5"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.4}" r="${(r * 0.25).toFixed(1)}" fill="#fff" opacity=".6"/>`,
      )
      .join('')}`,
  attar: (c, a) =>
    `<path d="M100 22l8 16-8 10-8-10z" fill="${a}"/><rect x="92" y="46" width="16" height="16" fill="${a}"/><path d="M100 62c30 10 44 34 40 60c-4 24-20 38-40 38s-36-14-40-38c-4-26 10-50 40-60z" fill="${c}"/><path d="M62 110h76" stroke="${a}" stroke-width="5"/><path d="M72 94l28-16 28 16-28 16z" fill="none" stroke="${a}" stroke-width="2.5"/><path d="M74 84q-8 20 0 44" stroke="#fff" stroke-width="4" fill="none" opacity=".35"/>`,
  roseWater: (c, a) =>
    `<path d="M96 20h8v30h-8z" fill="${a}"/><path d="M90 50h20v20c18 8 26 24 26 44 0 26-16 44-36 44s-36-18-36-44c0-20 8-36 26-44z" fill="${c}" opacity=".85"/><g transform="translate(100 116)"><circle r="14" fill="#c2185b"/><circle r="9" fill="#e91e63"/><circle r="4" fill="#f48fb1"/></g><path d="M86 130q14 10 28 0" stroke="#2e7d32" stroke-width="4" fill="none"/>`,
  bakhoorTin: (c, a) =>
    `<ellipse cx="100" cy="98" rx="62" ry="16" fill="${a}"/><path d="M38 98v40c0 12 28 20 62 20s62-8 62-20V98" fill="${a}"/><ellipse cx="100" cy="98" rx="54" ry="12" fill="${c}"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${54 + ((i * 29) % 88)}" y="${90 + ((i * 5) % 14)}" width="10" height="5" rx="2" fill="#2b1a10" transform="rotate(${((i * 41) % 90) - 45} ${59 + ((i * 29) % 88)} ${92 + ((i * 5) % 14)})"/>`).join('')}<path d="M84 82c-8-12 8-18 0-32M112 82c-8-12 8-18 0-32" stroke="#aaa" stroke-width="3" fill="none"/>`,
  kohl: (c, a) =>
    `<path d="M126 20l-30 110" stroke="#aaa" stroke-width="5" stroke-linecap="round"/><circle cx="127" cy="18" r="6" fill="${a}"/><path d="M76 76h48l-4 14c10 6 14 18 14 30 0 22-14 38-34 38s-34-16-34-38c0-12 4-24 14-30z" fill="${c}"/><path d="M72 116h56M76 132h48" stroke="${a}" stroke-width="4"/><rect x="74" y="66" width="52" height="12" rx="3" fill="${a}"/>`,
  henna: (c, a) =>
    `<ellipse cx="100" cy="154" rx="64" ry="8" fill="#000" opacity=".1"/><path d="M70 92c4-24 56-24 60 0z" fill="${c}"/><path d="M40 92h120c0 32-26 56-60 56s-60-24-60-56z" fill="${a}"/><ellipse cx="100" cy="92" rx="60" ry="8" fill="#000" opacity=".15"/>${[
      [44, 60, -30],
      [62, 48, 10],
      [146, 54, 30],
    ]
      .map(([x, y, r]) => `<path d="M${x} ${y}q12-14 24 0q-12 14-24 0z" fill="#3a7d44" transform="rotate(${r} ${x + 12} ${y})"/>`)
      .join('')}`,
};

/** What each product looks like: a drawing and its two colours. */
const art: Record<string, [drawing: keyof typeof drawings, main: string, accent: string]> = {
  'prod-jua-solar-lantern': ['lantern', '#e67e22', '#2ecc71'],
  'prod-mwanga-solar-home-kit': ['solarKit', '#2d6a4f', '#95d5b2'],
  'prod-safari-power-bank-20000': ['powerBank', '#33691e', '#7cfc00'],
  'prod-kaya-dual-sim-feature-phone': ['featurePhone', '#c0392b', '#fff'],
  'prod-imena-x2-4g-smartphone': ['smartphone', '#1d3557', '#4ea8de'],
  'prod-abay-solar-radio': ['radio', '#7f5539', '#e9c46a'],
  'prod-sahara-pro-wireless-earbuds': ['earbuds', '#f1ede6', '#d4a373'],
  'prod-rimal-300w-power-station': ['powerStation', '#6b705c', '#f4a261'],
  'prod-bahar-waterproof-speaker': ['speaker', '#0077b6', '#90e0ef'],
  'prod-noor-smartwatch': ['smartwatch', '#264653', '#e9c46a'],
  'prod-wadi-dual-dash-camera': ['dashCam', '#343a40', '#e63946'],
  'prod-rechargeable-bakhoor-burner': ['electricBurner', '#3c2f2f', '#d4af37'],
  'prod-maasai-beaded-leather-sandals': ['sandals', '#8b5a2b', '#d7263d'],
  'prod-kiondo-sisal-handbag': ['kiondo', '#e9d8a6', '#6f4518'],
  'prod-kitenge-wrap-dress': ['wrapDress', '#e76f51', '#264653'],
  'prod-kitenge-print-shirt': ['shirt', '#2a9d8f', '#f4a261'],
  'prod-habesha-kemis-dress': ['robe', '#fdfcf7', '#2e933c'],
  'prod-kitenge-bomber-jacket': ['bomber', '#f4a261', '#264653'],
  'prod-emirati-kandura': ['robe', '#ffffff', '#b8b8b8'],
  'prod-saudi-red-shemagh': ['shemagh', '#c1121f', '#fdf0d5'],
  'prod-omani-kuma-cap': ['kuma', '#fdfcf7', '#7b2cbf'],
  'prod-embroidered-black-abaya': ['robe', '#1b1b1b', '#c9a227'],
  'prod-camel-wool-bisht': ['robe', '#8d6e4a', '#d4af37'],
  'prod-bahraini-leather-naal-sandals': ['sandals', '#5c3a21', '#3b2414'],
  'prod-kenyan-purple-tea': ['teaCup', '#8e5572', '#6a2c70'],
  'prod-kericho-highlands-black-tea': ['teaCup', '#8c4a1c', '#2d6a4f'],
  'prod-yirgacheffe-coffee-beans': ['coffeeBeans', '#6f4518', '#3b2414'],
  'prod-lake-kivu-bourbon-coffee': ['coffeeBeans', '#7f3b08', '#2b1506'],
  'prod-rwenzori-mountain-honey': ['honeyJar', '#e9a12b', '#6f4518'],
  'prod-kilimanjaro-peaberry-coffee': ['coffeeBeans', '#5a3418', '#2b1506'],
  'prod-liwa-khalas-dates': ['dates', '#8b4513', '#d4a373'],
  'prod-ajwa-dates-of-madinah': ['dates', '#2b1a12', '#c9a227'],
  'prod-saudi-khawlani-coffee': ['dallah', '#c9a227', '#7a5c12'],
  'prod-bahraini-date-syrup': ['syrupBottle', '#3b1f0e', '#c9a227'],
  'prod-omani-halwa-with-saffron': ['halwa', '#7a3e0e', '#b87333'],
  'prod-camel-milk-chocolate': ['chocolate', '#7b4a2d', '#e9d8a6'],
  'prod-kisii-soapstone-elephant': ['elephant', '#e8b4a0', '#b07d6b'],
  'prod-agaseke-peace-basket': ['agaseke', '#e9d8a6', '#1b1b1b'],
  'prod-makonde-ebony-carving': ['makonde', '#2b1d14', '#6b4f3a'],
  'prod-tingatinga-painting': ['painting', '#f4d35e', '#ee6c4d'],
  'prod-ugandan-raffia-bowl-set': ['bowls', '#d62828', '#2a9d8f'],
  'prod-clay-jebena-coffee-pot': ['jebena', '#2b2b2b', '#c9a227'],
  'prod-decorative-omani-khanjar': ['khanjar', '#c0c0c0', '#6b4226'],
  'prod-khoos-palm-leaf-basket': ['khoos', '#e9c46a', '#c1121f'],
  'prod-engraved-brass-dallah': ['dallah', '#d4a017', '#8a6d0b'],
  'prod-wooden-dhow-model': ['dhow', '#8b5a2b', '#fdf6e3'],
  'prod-hand-painted-ceramic-mabkhara': ['mabkhara', '#1d3557', '#f1faee'],
  'prod-aali-pottery-vase': ['vase', '#c4622d', '#8a3b12'],
  'prod-maasai-beaded-collar-necklace': ['beadCollar', '#d7263d', '#1b98e0'],
  'prod-maasai-bead-bracelet-set': ['bracelets', '#d7263d', '#1b98e0'],
  'prod-tanzanite-silver-pendant': ['gemPendant', '#5a4fcf', '#c0c0c0'],
  'prod-paper-bead-necklace': ['paperBeads', '#e76f51', '#2a9d8f'],
  'prod-lalibela-silver-cross-pendant': ['cross', '#b0b0b0', '#1b1b1b'],
  'prod-inyambo-horn-bangle': ['bangle', '#3b2a20', '#a47148'],
  'prod-21k-gold-bangle': ['bangle', '#d4a017', '#fff3b0'],
  'prod-18k-gold-crescent-pendant': ['crescent', '#d4a017', '#fff3b0'],
  'prod-natural-bahraini-pearl-earrings': ['pearlEarrings', '#f8f4ec', '#d4a017'],
  'prod-omani-silver-bracelet': ['silverCuff', '#c0c0c0', '#6c757d'],
  'prod-pearl-drop-necklace': ['pearlDrop', '#f8f4ec', '#d4a017'],
  'prod-21k-gold-filigree-ring': ['filigreeRing', '#d4a017', '#8a6d0b'],
  'prod-kikoy-cotton-beach-wrap': ['foldedCloth', '#f4a261', '#2a9d8f'],
  'prod-maasai-shuka-blanket': ['checkBlanket', '#c1121f', '#1d3557'],
  'prod-zanzibar-kanga-pair': ['kanga', '#6a4c93', '#ffca3a'],
  'prod-kitenge-wax-print-fabric': ['fabricRoll', '#1982c4', '#ff595e'],
  'prod-barkcloth-throw': ['barkcloth', '#a0522d', '#5a2d0c'],
  'prod-netela-cotton-shawl': ['shawl', '#fdfcf7', '#2e933c'],
  'prod-al-sadu-cushion-cover': ['saduCushion', '#9b2226', '#1b1b1b'],
  'prod-talli-embroidered-scarf': ['scarf', '#2a9d8f', '#c0c0c0'],
  'prod-sadu-tent-rug': ['rug', '#9b2226', '#1b1b1b'],
  'prod-bani-jamra-naseej-runner': ['runner', '#e9d8a6', '#6f4518'],
  'prod-omani-goat-hair-rug': ['rug', '#5c4033', '#c1121f'],
  'prod-embroidered-majlis-cushion-set': ['cushionSet', '#7b2cbf', '#9b2226'],
  'prod-zanzibar-whole-cloves': ['cloves', '#4a2511', '#7f4f24'],
  'prod-zanzibar-pilau-masala': ['spiceBowl', '#8c5a2b', '#e9c46a'],
  'prod-ugandan-bourbon-vanilla-pods': ['vanilla', '#2b1a12', '#e9d8a6'],
  'prod-berbere-spice-blend': ['spiceBowl', '#b22222', '#2b2b2b'],
  'prod-mombasa-chai-masala': ['spiceBowl', '#c68b59', '#1d3557'],
  'prod-pili-pili-chili-oil': ['chiliOil', '#d00000', '#2d6a4f'],
  'prod-green-cardamom-pods': ['cardamom', '#7cb342', '#33691e'],
  'prod-saffron-threads': ['saffron', '#c1121f', '#d4a017'],
  'prod-bahraini-baharat': ['spiceBowl', '#7f4f24', '#0f4c5c'],
  'prod-omani-dried-limes': ['limes', '#4a3b22', '#a68a64'],
  'prod-kuwaiti-machboos-spice-mix': ['spiceBowl', '#e0a526', '#8a1c1c'],
  'prod-qatari-bzar-spice-blend': ['spiceBowl', '#9c6b30', '#5b1a4a'],
  'prod-raw-nilotica-shea-butter': ['creamJar', '#fff3d6', '#c68b59'],
  'prod-baobab-seed-oil': ['oilBottle', '#e9c46a', '#6f4518'],
  'prod-clove-and-coconut-soap': ['soapBar', '#f1e3c8', '#6a4c93'],
  'prod-ethiopian-coffee-body-scrub': ['creamJar', '#4b2e1e', '#e9d8a6'],
  'prod-avocado-honey-hair-oil': ['oilBottle', '#a7c957', '#386641'],
  'prod-moringa-face-oil': ['dropper', '#b5c99a', '#6a994e'],
  'prod-omani-hojari-frankincense': ['resin', '#eef2d8', '#b5b88a'],
  'prod-oud-perfume-oil': ['attar', '#5a2a27', '#d4a017'],
  'prod-taif-rose-water': ['roseWater', '#f8d7e3', '#c9a227'],
  'prod-dukhoon-bakhoor-blend': ['bakhoorTin', '#6b3e26', '#c9a227'],
  'prod-ithmid-kohl': ['kohl', '#6b4226', '#c0c0c0'],
  'prod-bahraini-henna-powder': ['henna', '#6a8f3c', '#b5651d'],
};

// Per category: the light backdrop of the product view and the darker backdrop of the packaging view.
const backdrops: Record<ProductCategory, { product: string[]; packaging: string }> = {
  electronics: { product: ['#e6f0fa', '#e8f4ee', '#eef0f7'], packaging: '#1f3b57' },
  fashion: { product: ['#fbeee6', '#f6eaf0', '#f3efe4'], packaging: '#7a2e3a' },
  food: { product: ['#f6efdf', '#f3f1e0', '#f8ebe0'], packaging: '#3f5a36' },
  crafts: { product: ['#efe8dc', '#e8eef0', '#f2eadf'], packaging: '#5b4636' },
  jewelry: { product: ['#f1ebf7', '#ecf0f6', '#f6eef0'], packaging: '#2e2340' },
  textiles: { product: ['#eef5ec', '#f4f0e6', '#ecf1f5'], packaging: '#234e52' },
  spices: { product: ['#fbf0e0', '#f7ece6', '#f4f2e2'], packaging: '#8a3b12' },
  beauty: { product: ['#f9eef2', '#f1f4ec', '#f5efe8'], packaging: '#4a2c3a' },
};

// The packaging each category ships in; the product appears small on its label.
type Packaging = (label: string, main: string, accent: string) => string;
const packagings: Record<'box' | 'pouch' | 'giftBox' | 'tag' | 'crate' | 'carton', Packaging> = {
  box: (label, c, a) =>
    `<path d="M40 64l20-20h100l-20 20z" fill="#d9dee4"/><path d="M140 64l20-20v110l-20 20z" fill="#b8c0c8"/><rect x="40" y="64" width="100" height="110" fill="#f4f6f8"/><rect x="40" y="150" width="100" height="10" fill="${c}"/><rect x="40" y="160" width="100" height="4" fill="${a}"/>${label}`,
  pouch: (label, c) =>
    `<path d="M52 40h96l6 128c0 6-4 8-8 8H54c-4 0-8-2-8-8z" fill="#c9a878"/><path d="M52 40h96v12H52z" fill="#b08d5a"/><path d="M52 56h96" stroke="#8c6d3f" stroke-dasharray="4 3"/><rect x="58" y="66" width="84" height="86" rx="6" fill="#fffaf0"/><rect x="58" y="140" width="84" height="12" fill="${c}"/>${label}`,
  giftBox: (label, c, a) =>
    `<path d="M40 70l20-30h80l20 30z" fill="${c}"/><rect x="40" y="70" width="120" height="96" rx="4" fill="${c}"/><rect x="48" y="78" width="104" height="80" rx="4" fill="#f8f3ea"/><path d="M100 70v-30" stroke="${a}" stroke-width="4"/>${label}`,
  tag: (label, c, a) =>
    `<rect x="34" y="96" width="132" height="70" rx="6" fill="${c}"/><rect x="34" y="116" width="132" height="6" fill="${a}" opacity=".7"/><path d="M132 100l26-60" stroke="#8c6d3f" stroke-width="2"/><path d="M120 40h56v74h-56z" fill="#e4c99b" transform="rotate(12 148 77)"/><circle cx="150" cy="48" r="4" fill="#8c6d3f"/><g transform="translate(48 4)">${label}</g>`,
  crate: (label, c) =>
    `<path d="M30 90h140v76H30z" fill="#c8a06a"/><path d="M30 90l-10-24h60l10 24zM170 90l10-24h-60l-10 24z" fill="#b08d5a"/><path d="M30 120h140" stroke="#8c6d3f" stroke-width="2"/><path d="M40 90q10-14 20 0M140 90q10-14 20 0" stroke="#e9d8a6" stroke-width="3" fill="none"/><rect x="74" y="134" width="52" height="20" rx="3" fill="${c}"/><g transform="translate(0 -34)">${label}</g>`,
  carton: (label, c, a) =>
    `<path d="M58 36l16-12h68l-16 12z" fill="${a}"/><path d="M126 36l16-12v140l-16 12z" fill="#000" opacity=".25"/><rect x="58" y="36" width="68" height="140" fill="${c}"/><rect x="58" y="36" width="68" height="140" fill="#fff" opacity=".82"/><rect x="58" y="150" width="68" height="26" fill="${c}"/>${label}`,
};
const categoryPackaging: Record<ProductCategory, keyof typeof packagings> = {
  electronics: 'box',
  fashion: 'tag',
  food: 'pouch',
  crafts: 'crate',
  jewelry: 'giftBox',
  textiles: 'tag',
  spices: 'pouch',
  beauty: 'carton',
};
// Where the small product sits on each packaging, and how small.
const labelPlacement: Record<keyof typeof packagings, { x: number; y: number; scale: number }> = {
  box: { x: 90, y: 108, scale: 0.5 },
  pouch: { x: 100, y: 102, scale: 0.42 },
  giftBox: { x: 100, y: 118, scale: 0.5 },
  tag: { x: 100, y: 76, scale: 0.3 },
  crate: { x: 100, y: 116, scale: 0.55 },
  carton: { x: 92, y: 98, scale: 0.42 },
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');
}

function svgDocument(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

function productSvgs(product: DemoProduct, index: number): [string, string] {
  const entry = art[product.id];
  if (!entry) throw new Error(`No artwork for ${product.id}: add it to the art table`);
  const [drawingName, main, accent] = entry;
  const drawing = drawings[drawingName](main, accent);
  const backdrop = backdrops[product.category];

  const productView = svgDocument(
    product.name,
    `<rect width="200" height="200" fill="${backdrop.product[index % backdrop.product.length]}"/>` +
      '<ellipse cx="100" cy="166" rx="70" ry="9" fill="#000" opacity=".07"/>' +
      `<g transform="translate(0 4)">${drawing}</g>`,
  );

  const kind = categoryPackaging[product.category];
  const place = labelPlacement[kind];
  // Pattern ids are per document, so the small copy of a patterned drawing needs its own.
  const label = `<g transform="translate(${place.x} ${place.y}) scale(${place.scale}) translate(-100 -100)">${drawing.replace(/id="chk"/, 'id="chk2"').replace(/url\(#chk\)/g, 'url(#chk2)')}</g>`;
  const packagingView = svgDocument(
    `${product.name}: packaging`,
    `<rect width="200" height="200" fill="${backdrop.packaging}"/>` +
      '<path d="M0 40L40 0M0 100L100 0M0 160L160 0M20 200L200 20M80 200L200 80M140 200L200 140" stroke="#fff" stroke-opacity=".06" stroke-width="10"/>' +
      '<ellipse cx="100" cy="178" rx="76" ry="8" fill="#000" opacity=".25"/>' +
      packagings[kind](label, main, accent),
  );

  return [productView, packagingView];
}

const outDir = path.resolve('public/images/products');
mkdirSync(outDir, { recursive: true });
// Start clean so a renamed product leaves no stale picture behind.
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(path.join(outDir, file));

const perCategory = new Map<ProductCategory, number>();
let largest = 0;
for (const product of demoProducts) {
  const index = perCategory.get(product.category) ?? 0;
  perCategory.set(product.category, index + 1);
  productSvgs(product, index).forEach((svg, i) => {
    largest = Math.max(largest, Buffer.byteLength(svg));
    writeFileSync(path.join(outDir, `${product.id}-${i + 1}.svg`), svg);
  });
}
const unused = Object.keys(art).filter((id) => !demoProducts.some((product) => product.id === id));
if (unused.length > 0) throw new Error(`Artwork for products not in the catalogue: ${unused.join(', ')}`);
console.log(`${demoProducts.length * 2} product images written to public/images/products (largest ${largest} bytes)`);
