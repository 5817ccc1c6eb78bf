import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

/** The part of the Shape Detection API the scanner uses (not yet in TypeScript's DOM types). */
interface DetectedCode {
  rawValue: string;
}
interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type CodeDetectorClass = new (options?: { formats: string[] }) => CodeDetector;

/** BarcodeDetector when the browser offers it and a camera can be asked for; null otherwise (the scan button is hidden). */
export function codeDetectorClass(): CodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: CodeDetectorClass }).BarcodeDetector;
  const camera = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  return found && camera ? found : null;
}

/** How often a frame is read for a code while scanning. */
const SCAN_INTERVAL_MS = 250;

/**
 * A camera view that reads QR codes with BarcodeDetector and hands the first code found to
 * `onCode`, then lets the camera go. Shown only while scanning; the camera stops when it closes.
 */
export function PassScanner({ onCode, onCancel, onError }: { onCode(code: string): void; onCancel(): void; onError(): void }) {
  const { t } = useTranslation('pickup');
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onCode, onError });
  callbacks.current = { onCode, onError };

  useEffect(() => {
    const Detector = codeDetectorClass();
    if (!Detector) {
      callbacks.current.onError();
      return;
    }
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const detector = new Detector({ formats: ['qr_code'] });
        let reading = false;
        timer = setInterval(async () => {
          if (reading || stopped || !video.current) return;
          reading = true;
          try {
            const [code] = await detector.detect(video.current);
            if (code?.rawValue && !stopped) {
              stop();
              callbacks.current.onCode(code.rawValue);
            }
          } catch {
            // A frame that cannot be read yet (camera warming up): try the next one.
          } finally {
            reading = false;
          }
        }, SCAN_INTERVAL_MS);
      } catch {
        stop();
        callbacks.current.onError();
      }
    })();
    return stop;
  }, []);

  return (
    <div className="ad-scanner">
      <p>{t('admin.scanHint')}</p>
      <video ref={video} className="ad-scanner__video" aria-label={t('admin.cameraVideo')} muted playsInline />
      <Button variant="secondary" onClick={onCancel}>
        {t('admin.stopScan')}
      </Button>
    </div>
  );
}
