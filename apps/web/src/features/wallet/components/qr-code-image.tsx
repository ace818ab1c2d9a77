import { memo, useEffect, useState } from 'react';
import { encodeQr, type EncodedQr } from '../wallet-worker-client';

// The four-module quiet zone the QR standard asks for, so that scanners find the code.
const QUIET_ZONE = 4;

// The codes are encoded after the wallet has been drawn, away from the page's thread
// (wallet-worker-client.ts). A renewed code replaces the previous one when it is ready; the previous one is
// still valid until then.
function useQrPath(text: string) {
  const [encoded, setEncoded] = useState<EncodedQr | null>(null);
  useEffect(() => {
    let cancelled = false;
    void encodeQr(text).then((next) => {
      if (!cancelled) setEncoded(next);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return encoded;
}

// Drawn again only when its code, label or look changes, not at each tick of the countdown beside it.
export const QrCodeImage = memo(function QrCodeImage({
  text,
  label,
  className = '',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const encoded = useQrPath(text);
  // Until the code is encoded the frame keeps its place, so nothing moves when it appears.
  const extent = (encoded?.size ?? 0) + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      {encoded && <path d={encoded.path} fill="#000" />}
    </svg>
  );
});
