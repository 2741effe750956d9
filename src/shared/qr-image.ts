// A QR code as an SVG path, from the `qrcode` package's module matrix. The server draws the
// contact card's (a 300-character vCard takes the browser a 60 ms task to encode on a phone,
// and the card is the same for every visitor); the client draws a voucher's short link itself,
// so that it shows offline. Both render it with components/QrImage.tsx.

/** The quiet zone around the code, in modules: 4 is the standard's minimum, which cameras expect. */
export const QR_QUIET_ZONE = 4;

/** What `qrcode`'s create() returns as `modules` (its BitMatrix), as far as drawing needs. */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/** A drawn QR code: the side in modules (quiet zone included) and a path of its dark modules. */
export interface QrImage {
  size: number;
  path: string;
}

export function qrImage(modules: QrModules): QrImage {
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + QR_QUIET_ZONE * 2, path };
}
