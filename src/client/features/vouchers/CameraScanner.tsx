import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';

interface DetectedBarcode {
  rawValue: string;
}
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<readonly string[]>;
}

const nativeDetectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** The phone has a camera API (any browser since 2017 on https or localhost). */
export function canScanWithCamera(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/**
 * A QR reader: the browser's own BarcodeDetector where it reads QR codes (Chrome on Android and
 * macOS, Safari), else the `qr` package's decoder behind the same interface (15 kB, downloaded
 * only when the scanner opens; the picture never leaves the phone either way).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const Native = nativeDetectorClass();
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : undefined;
  if (Native && formats?.includes('qr_code')) return new Native({ formats: ['qr_code'] });
  const { BarcodeDetector } = await import('qr/decode.js');
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/**
 * The back camera's picture, read for a QR code a few times a second. Stops the camera when it
 * has a code or when it goes away.
 */
export function CameraScanner({ label, onCode, onError }: { label: string; onCode: (code: string) => void; onError: (error: unknown) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onCode, onError });
  useEffect(() => {
    callbacks.current = { onCode, onError };
  });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const scan = async (detector: QrDetector) => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue && !stopped) {
          stopped = true;
          callbacks.current.onCode(found.rawValue);
          return;
        }
      } catch {
        // a frame the detector could not read: try the next one
      }
      timer = window.setTimeout(() => void scan(detector), 250);
    };
    const start = async () => {
      const [detector, media] = await Promise.all([
        createQrDetector(),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      if (stopped || !video.current) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = media;
      await video.current.play();
      void scan(detector);
    };
    start().catch((error: unknown) => {
      if (!stopped) callbacks.current.onError(error);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#000' }}>
      <video ref={video} muted playsInline aria-label={label} style={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'cover' }} />
    </Box>
  );
}
