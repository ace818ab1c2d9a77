// CPU cost of compressing a GraphQL answer of each size, per encoding, on this machine: the
// figures behind the threshold of decision record 012.
// Run: node --import tsx bench/compression-cost.ts
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const SIZES = [512, 1024, 2048, 4096, 8192, 16384, 65536, 262144];

// Shaped like a products page: ids, names, prices.
function answerOf(size: number): Buffer {
  const items: Record<string, unknown>[] = [];
  let text = '';
  for (let i = 0; text.length < size; i++) {
    items.push({
      _id: randomUUID(),
      name: `Product ${i} espresso blend`,
      priceMinor: (i * 7919) % 100000,
      stockQuantity: i % 40,
      status: i % 2 ? 'draft' : 'active',
    });
    text = JSON.stringify({ data: { product: { list: { items } } } });
  }
  return Buffer.from(text);
}

function timed(runs: number, compress: () => Buffer): { micros: number; bytes: number } {
  for (let i = 0; i < 20; i++) compress();
  const start = process.hrtime.bigint();
  let out: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) out = compress();
  return { micros: Number(process.hrtime.bigint() - start) / runs / 1000, bytes: out.length };
}

const cell = ({ micros, bytes }: { micros: number; bytes: number }) =>
  `${micros.toFixed(1).padStart(7)} µs → ${String(bytes).padStart(6)} B`;

console.log('  answer B      gzip level 6               brotli quality 4');
for (const size of SIZES) {
  const answer = answerOf(size);
  const runs = Math.max(50, Math.round(2e6 / size));
  const gzip = timed(runs, () => gzipSync(answer));
  const brotli = timed(runs, () =>
    brotliCompressSync(answer, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  );
  console.log(`  ${String(answer.length).padStart(8)}   ${cell(gzip)}    ${cell(brotli)}`);
}
