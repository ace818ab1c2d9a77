import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

// DejaVu Sans from its npm package: its glyphs cover Greek, which PDF's built-in fonts do not.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
pdfmake.addFonts({
  DejaVuSans: {
    normal: join(fontDir, 'DejaVuSans.ttf'),
    bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
    italics: join(fontDir, 'DejaVuSans-Oblique.ttf'),
    bolditalics: join(fontDir, 'DejaVuSans-BoldOblique.ttf'),
  },
});
// A document is made from stored data only: no image or font is fetched from anywhere else.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(fontDir));

/** pdfmake with the product's fonts; every document the server makes goes through it. */
export { pdfmake };
