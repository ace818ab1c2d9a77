import { qrPath } from './qr-path';
import type { WorkerAnswer, WorkerRequest } from './wallet-worker-client';
import { buildWalletFormats } from './wallet-formats';

// The wallet's work away from the page's thread (wallet-worker-client.ts).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerAnswer) => void;
};

scope.onmessage = ({ data }) => {
  if (data.kind === 'formats') {
    buildWalletFormats();
    scope.postMessage({ kind: 'formats', id: data.id });
  } else scope.postMessage({ kind: 'qr', id: data.id, qr: qrPath(data.text) });
};
