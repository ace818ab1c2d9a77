import { useEffect, useEffectEvent, type RefObject } from 'react';
import { SCANNER_POLL_MS } from '@back-office/domain/constants';
import { createQrDetector } from './qr-decoder';

// Reads the video every SCANNER_POLL_MS while active. The next read is planned when the
// previous one ends, so a slow phone never stacks reads up.
export function useQrPolling(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
): void {
  const found = useEffectEvent(onText);

  useEffect(() => {
    if (!active) return;
    const detector = createQrDetector();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const element = video.current;
      if (element && element.readyState >= element.HAVE_CURRENT_DATA) {
        try {
          const [code] = await detector.detect(element);
          if (!stopped && code?.rawValue) found(code.rawValue);
        } catch {
          // A frame the decoder cannot read is skipped; the next poll tries again.
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), SCANNER_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, video]);
}
