export interface EncodedQr {
  size: number;
  path: string;
}

// A QR code takes tens of milliseconds to encode on a slow phone, the first one more while the
// encoder is compiled: the wallet's codes are encoded in a worker, so that the page answers taps
// while they are made. Where a worker cannot start, each code is encoded in a task of its own.
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { text: string; resolve: (encoded: EncodedQr) => void }>();

function encodeHere(text: string): Promise<EncodedQr> {
  return import('./qr-path').then(
    ({ qrPath }) => new Promise((resolve) => window.setTimeout(() => resolve(qrPath(text)), 0)),
  );
}

function startWorker(): Worker | null {
  try {
    const started = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data }: MessageEvent<EncodedQr & { id: number }>) => {
      waiting.get(data.id)?.resolve({ size: data.size, path: data.path });
      waiting.delete(data.id);
    };
    // A worker that fails to load hands what it was given back to the page.
    started.onerror = () => {
      worker = null;
      for (const { text, resolve } of waiting.values()) void encodeHere(text).then(resolve);
      waiting.clear();
    };
    return started;
  } catch {
    return null;
  }
}

export function encodeQr(text: string): Promise<EncodedQr> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return encodeHere(text);
  const id = nextId++;
  const running = worker;
  return new Promise((resolve) => {
    waiting.set(id, { text, resolve });
    running.postMessage({ id, text });
  });
}
