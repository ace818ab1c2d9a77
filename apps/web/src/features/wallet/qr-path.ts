import { create } from 'qrcode';

// The code as one SVG path, a rectangle per run of dark modules in a row: sharp at any size and
// screen density, no canvas to redraw, and half the path a square per module would be.
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: modules.size, path };
}
