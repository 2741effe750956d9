import { useMemo } from 'react';
import { create } from 'qrcode';

/**
 * A QR code drawn here, as SVG, from the text it encodes (the `qrcode` package's matrix): no
 * image service ever sees the contact card or a voucher. Black on white with the standard
 * 4-module quiet zone, so phone cameras read it in any theme; never mirrored in right-to-left
 * layouts.
 */
export function QrCode({ value, label, size = 200, testId }: { value: string; label: string; size?: number; testId?: string }) {
  const { path, dimension } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) d += `M${column + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, dimension: modules.size + quiet * 2 };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${dimension} ${dimension}`} width={size} height={size} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
