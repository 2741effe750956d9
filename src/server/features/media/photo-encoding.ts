// The upload pipeline's image work: recognise the format by its bytes (never by the file name
// or the declared type), decode it completely (a damaged or cut-off file fails here), turn it
// upright, and re-encode it to WebP at a few widths, never wider than the original. Nothing is
// stored here: the caller writes the result in one transaction, so a refused or failed upload
// leaves nothing behind.
import sharp from 'sharp';
import type { PhotoOwnerType } from '@shared/schemas/photos';
import { MAX_PHOTO_BYTES } from '@shared/schemas/photos';
import { AppError, payloadTooLarge, unprocessable, unsupportedMediaType } from '../../errors';
import { t } from '../../core/i18n';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Widths of the variants: logos are shown small, everything else fills a card or a page. */
export const VARIANT_WIDTHS: Record<'logo' | 'picture', readonly number[]> = {
  logo: [96, 192, 384],
  picture: [320, 640, 1280],
};

export function variantWidthsFor(ownerType: PhotoOwnerType): readonly number[] {
  return ownerType === 'brand' ? VARIANT_WIDTHS.logo : VARIANT_WIDTHS.picture;
}

/** Larger images are refused before decoding (a small file can claim an enormous size). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/** The format the bytes say they are, from their signature; null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The variants' widths for an image `width` wide: the set's widths below it, then its own width capped at the largest. */
export function variantWidths(width: number, widths: readonly number[]): number[] {
  const largest = widths[widths.length - 1];
  const below = widths.filter((candidate) => candidate < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface EncodedPhoto {
  format: ImageFormat;
  /** Of the largest variant. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

export async function encodePhoto(bytes: Uint8Array, widths: readonly number[]): Promise<EncodedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw payloadTooLarge(`photo: ${t('backoffice:photo.tooLarge')}`, 'photo');
  if (bytes.byteLength === 0) throw unsupportedMediaType(`photo: ${t('backoffice:photo.empty')}`, 'photo');
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupportedMediaType(`photo: ${t('backoffice:photo.wrongType')}`, 'photo');
  const open = () => sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const metadata = await open().metadata();
    if (metadata.format !== format) throw unsupportedMediaType(`photo: ${t('backoffice:photo.wrongType')}`, 'photo');
    // EXIF orientations 5-8 are quarter turns: the upright image is as wide as the file is tall.
    const uprightWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
    const variants: EncodedVariant[] = [];
    // Each variant decodes the file again (JPEG and WebP shrink while decoding, which costs less
    // memory than one full-size decode); a truncated file fails every time (failOn 'warning').
    for (const variantWidth of variantWidths(uprightWidth, widths)) {
      const { data, info } = await open()
        .rotate()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    const largest = variants[variants.length - 1];
    return { format, width: largest.width, height: largest.height, variants };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unprocessable(`photo: ${t('backoffice:photo.damaged')}`, 'photo');
  }
}
