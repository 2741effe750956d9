import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;

/** The browser reads QR codes itself (BarcodeDetector: Chrome on Android, Safari) and has a camera API. */
export function canScanWithCamera(): boolean {
  return Boolean(detectorClass()) && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/**
 * The back camera's picture, read for a QR code a few times a second with the browser's own
 * BarcodeDetector (no library, nothing leaves the phone). Stops the camera when it has a code
 * or when it goes away.
 */
export function CameraScanner({ label, onCode, onError }: { label: string; onCode: (code: string) => void; onError: (error: unknown) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onCode, onError });
  useEffect(() => {
    callbacks.current = { onCode, onError };
  });
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const scan = async () => {
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
      timer = window.setTimeout(() => void scan(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch((error: unknown) => callbacks.current.onError(error));
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
