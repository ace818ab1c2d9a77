import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

// Draws the path's rectangles back onto a grid, as a renderer would.
function drawn(size: number, path: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let col = Number(x); col < Number(x) + Number(width); col++) grid[Number(y)]![col] = true;
  return grid;
}

describe('qrPath', () => {
  it('draws exactly the dark modules of the code, a rectangle per run in a row', () => {
    const text = `eyJhbGciOiJIUzI1NiJ9.${'payload'.repeat(30)}.signature`;
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const { size, path } = qrPath(text);
    expect(size).toBe(modules.size);
    const expected = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, col) => Boolean(modules.get(row, col))),
    );
    expect(drawn(size, path)).toEqual(expected);
    expect(path).toMatch(/h[2-9]/);
  });
});
