import { qrPath } from './qr-path';

// Encodes the wallet's QR codes away from the page's thread (qr-encoder.ts).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; text: string }>) => void) | null;
  postMessage: (message: { id: number; size: number; path: string }) => void;
};

scope.onmessage = ({ data }) => scope.postMessage({ id: data.id, ...qrPath(data.text) });
