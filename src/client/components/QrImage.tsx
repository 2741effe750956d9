import type { QrImage as QrImageData } from '@shared/qr-image';

/**
 * A drawn QR code (shared/qr-image.ts) as SVG: black on white with the quiet zone, so phone
 * cameras read it in any theme; never mirrored in right-to-left layouts.
 */
export function QrImage({ image, label, size = 200, testId }: { image: QrImageData; label: string; size?: number; testId?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${image.size} ${image.size}`} width={size} height={size} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={image.size} height={image.size} fill="#fff" />
      <path d={image.path} fill="#000" />
    </svg>
  );
}
