import { useSyncExternalStore } from 'react';
import { buildWalletFormats } from './wallet-formats';

export interface EncodedQr {
  size: number;
  path: string;
}

export type WorkerRequest =
  { kind: 'qr'; id: number; text: string } | { kind: 'formats'; id: number };
export type WorkerAnswer =
  { kind: 'formats'; id: number } | { kind: 'qr'; id: number; qr: EncodedQr };

// A QR code takes tens of milliseconds to encode on a slow phone, the first one more while the
// encoder is compiled, and the browser's first number or date format as long, while it sets up
// its Intl: the wallet does both in a worker, so that the page answers taps meanwhile. Intl is
// set up once for the whole page, whichever thread asks first, so the page's own formats then
// take a fraction of a millisecond. Where a worker cannot start, each code is encoded in a task
// of its own and the page sets up Intl itself.
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { request: WorkerRequest; resolve: (answer: WorkerAnswer) => void }
>();

function encodeHere(text: string): Promise<EncodedQr> {
  return import('./qr-path').then(
    ({ qrPath }) => new Promise((resolve) => window.setTimeout(() => resolve(qrPath(text)), 0)),
  );
}

function answerHere(request: WorkerRequest): Promise<WorkerAnswer> {
  if (request.kind === 'formats') return Promise.resolve({ kind: 'formats', id: request.id });
  return encodeHere(request.text).then((qr) => ({ kind: 'qr', id: request.id, qr }));
}

function startWorker(): Worker | null {
  try {
    const started = new Worker(new URL('./wallet-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      waiting.get(data.id)?.resolve(data);
      waiting.delete(data.id);
    };
    // A worker that fails to load hands what it was given back to the page.
    started.onerror = () => {
      worker = null;
      for (const { request, resolve } of waiting.values()) void answerHere(request).then(resolve);
      waiting.clear();
    };
    return started;
  } catch {
    return null;
  }
}

function ask(request: WorkerRequest): Promise<WorkerAnswer> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return answerHere(request);
  const running = worker;
  return new Promise((resolve) => {
    waiting.set(request.id, { request, resolve });
    running.postMessage(request);
  });
}

export async function encodeQr(text: string): Promise<EncodedQr> {
  const answer = await ask({ kind: 'qr', id: nextId++, text });
  if (answer.kind !== 'qr')
    throw new Error(`the wallet's worker answered a QR code with ${answer.kind}`);
  return answer.qr;
}

let formatsReady = false;
const formatsListeners = new Set<() => void>();

/** Has the worker set up the formats, then builds the page's own; the wallet's entry calls it first. */
export function prepareFormats(): void {
  void ask({ kind: 'formats', id: nextId++ }).then(() => {
    buildWalletFormats();
    formatsReady = true;
    for (const listener of formatsListeners) listener();
  });
}

const subscribeFormats = (listener: () => void) => {
  formatsListeners.add(listener);
  return () => formatsListeners.delete(listener);
};
const areFormatsReady = () => formatsReady;

/** Whether the wallet's formats are built: its coupons wait for them as for their data. */
export const useFormatsReady = () => useSyncExternalStore(subscribeFormats, areFormatsReady);
