// A Code 128 barcode as an SVG path: jsbarcode encodes the text (choosing code sets A, B and C
// so digits pack two to a symbol), and the bars are drawn here, so the label prints offline
// and crisp at any size. The quiet zone is the standard's minimum of 10 modules on each side.
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';

export const CODE128_QUIET_ZONE = 10;

/** A drawn barcode: its width in modules (quiet zones included) and a path of its bars, each one module high. */
export interface BarcodeImage {
  width: number;
  path: string;
  /** The modules as encoded: '1' bar, '0' space (without the quiet zones). */
  modules: string;
}

export function code128Image(text: string): BarcodeImage {
  const encoder = new CODE128(text, {});
  if (!encoder.valid()) throw new RangeError(`Code 128 cannot carry '${text}'`);
  const modules = encoder.encode().data;
  let path = '';
  // Each run of bars is one rectangle: fewer path commands, no hairline gaps between modules.
  for (const match of modules.matchAll(/1+/g)) path += `M${(match.index ?? 0) + CODE128_QUIET_ZONE} 0h${match[0].length}v1h-${match[0].length}z`;
  return { width: modules.length + CODE128_QUIET_ZONE * 2, path, modules };
}
