import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// zxing-wasm fetches its WebAssembly from a public CDN unless told otherwise; ours is a hashed
// asset of this build, so the scanner works where only our server is reachable and under our
// content security policy (connect-src 'self').
const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

// The native BarcodeDetector is missing from most desktop and many phone browsers, and differs
// between those that have it; the ponyfill decodes the same way everywhere.
export function createQrDetector(): BarcodeDetector {
  prepareZXingModule({ overrides });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

// Fetches and compiles the decoder while the camera is being set up, so the first frame is read
// without waiting for a megabyte of WebAssembly.
export function warmUpQrDecoder(): void {
  prepareZXingModule({ overrides, fireImmediately: true }).catch(() => {
    // The first detect() tries again and reports its own failure.
  });
}
