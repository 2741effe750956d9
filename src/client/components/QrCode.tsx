import { useMemo } from 'react';
import { create } from 'qrcode';
import { qrImage } from '@shared/qr-image';
import { QrImage } from './QrImage';

/**
 * A QR code encoded here from the text it carries (the `qrcode` package): no image service ever
 * sees a voucher, and it shows offline. For short texts; a long one (the contact card's vCard)
 * is drawn by the server and shown with QrImage.
 */
export function QrCode({ value, label, size = 200, testId }: { value: string; label: string; size?: number; testId?: string }) {
  const image = useMemo(() => qrImage(create(value, { errorCorrectionLevel: 'M' }).modules), [value]);
  return <QrImage image={image} label={label} size={size} testId={testId} />;
}
