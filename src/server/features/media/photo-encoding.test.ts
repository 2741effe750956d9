import { describe, expect, it } from 'vitest';
import { sniffImageFormat, variantWidths, VARIANT_WIDTHS } from './photo-encoding';

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes, whatever the file is called', () => {
    expect(sniffImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImageFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageFormat(new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]))).toBe('webp');
  });

  it('refuses everything else: GIF, SVG, a RIFF that is not WebP, an executable, a cut-off signature', () => {
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')]))).toBeNull();
    expect(sniffImageFormat(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffImageFormat(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('variantWidths', () => {
  const widths = VARIANT_WIDTHS.picture;
  it('never enlarges: the widths below the original, then the original capped at the largest', () => {
    expect(variantWidths(4000, widths)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280, widths)).toEqual([320, 640, 1280]);
    expect(variantWidths(800, widths)).toEqual([320, 640, 800]);
    expect(variantWidths(640, widths)).toEqual([320, 640]);
    expect(variantWidths(200, widths)).toEqual([200]);
  });
});
