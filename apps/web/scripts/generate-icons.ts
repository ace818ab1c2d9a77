// Writes the web app's PNG icons (public/) from public/logo.svg, drawn by the same Chromium the
// browser tests use, so no image tool is needed. Run after changing the logo:
//   npm run icons -w apps/web
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = readFileSync(join(publicDir, 'logo.svg'), 'utf8');
const BRAND = '#4f46e5';

interface Icon {
  file: string;
  size: number;
  // 'full' draws the logo edge to edge with transparent corners; 'bleed' fills the square with
  // the brand colour and keeps the logo inside the central 80 % that maskable icons and iOS's
  // rounded corners never cut.
  kind: 'full' | 'bleed';
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, kind: 'full' },
  { file: 'icon-512.png', size: 512, kind: 'full' },
  { file: 'icon-maskable-512.png', size: 512, kind: 'bleed' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'bleed' },
];

function page(icon: Icon): string {
  const inner = icon.kind === 'full' ? icon.size : Math.round(icon.size * 0.8);
  const background = icon.kind === 'full' ? 'transparent' : BRAND;
  return `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">
    <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon));
    await tab.screenshot({
      path: join(publicDir, icon.file),
      omitBackground: icon.kind === 'full',
    });
    await tab.close();
    console.log(`public/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
