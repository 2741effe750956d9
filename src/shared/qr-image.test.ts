import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { QR_QUIET_ZONE, qrImage } from './qr-image';

/** The dark squares an SVG path of `M{x} {y}h1v1h-1z` draws, as "row,column" in the matrix. */
function drawnModules(path: string): Set<string> {
  const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
  expect(squares.map((square) => square[0]).join('')).toBe(path); // nothing else in the path
  return new Set(squares.map(([, x, y]) => `${Number(y) - QR_QUIET_ZONE},${Number(x) - QR_QUIET_ZONE}`));
}

describe('qrImage', () => {
  it('draws exactly the dark modules of the code, inside a 4-module quiet zone', () => {
    const vcard = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Tours Support\r\nORG:Tours\r\nEMAIL;TYPE=INTERNET,WORK:support@tours.example\r\nEND:VCARD';
    const { modules } = create(vcard, { errorCorrectionLevel: 'M' });
    const image = qrImage(modules);
    expect(image.size).toBe(modules.size + 8);
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.add(`${row},${column}`);
    }
    expect(dark.size).toBeGreaterThan(modules.size); // a real code, not an empty square
    expect(drawnModules(image.path)).toEqual(dark);
  });

  it('a matrix with no dark module draws an empty path', () => {
    expect(qrImage({ size: 21, get: () => 0 })).toEqual({ size: 29, path: '' });
  });
});
