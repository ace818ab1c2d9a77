import { useEffect, useState } from 'react';

// The four-module quiet zone the QR standard asks for, so that scanners find the code.
const QUIET_ZONE = 4;

// Each code is encoded in a task of its own after the wallet has been drawn: a wallet of several
// coupons on a slow phone would otherwise encode them all in the one task that draws the page,
// and the page would not answer a tap until they were done. The encoder is fetched then too, not
// with the page. A renewed code replaces the previous one when it is ready; the previous one is
// still valid until then.
function useQrPath(text: string) {
  const [encoded, setEncoded] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    void import('../qr-path').then(({ qrPath }) => {
      if (!cancelled) timer = window.setTimeout(() => setEncoded(qrPath(text)), 0);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [text]);
  return encoded;
}

export function QrCodeImage({
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
}
