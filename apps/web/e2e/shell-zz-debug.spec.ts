import { test } from '@playwright/test';
import { enterShell } from './shell-support';

test('debug', async ({ page }) => {
  await enterShell(page, 'admin@demo.test', '/');
  await page.evaluate(() => {
    (window as any).log = [];
    window.addEventListener('keydown', (e) => (window as any).log.push({ key: e.key, code: e.code, ctrl: e.ctrlKey, shift: e.shiftKey, dp: e.defaultPrevented, active: document.activeElement?.outerHTML.slice(0, 80), modal: !!document.querySelector('[aria-modal="true"]') }), true);
    window.addEventListener('keydown', (e) => (window as any).log.push({ phase: 'bubble', dp: e.defaultPrevented }));
  });
  await page.keyboard.press('Control+Shift+E');
  await page.waitForTimeout(500);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).log)), page.url());
});
