import { test } from '@playwright/test';
import { enterShell } from './shell-support';

test('debug', async ({ page }) => {
  page.on('console', (m) => { if (m.text().startsWith('DBG')) console.log(Date.now() % 100000, m.text()); });
  await enterShell(page, 'admin@demo.test', '/');
  console.log(Date.now() % 100000, 'press');
  await page.keyboard.press('Control+Shift+E');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === '/employees?isCreateOpen=true', { timeout: 3000 });
});
