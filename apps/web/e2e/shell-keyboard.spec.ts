import { expect, test } from '@playwright/test';
import { SHORTCUTS } from '@back-office/domain/constants';
import { sidebarWidth } from './shell-support';
import { openAs } from './roles';

test("'?' opens the help dialog with every shortcut, the unbound ones marked", async ({ page }) => {
  await openAs(page, 'admin');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const shortcut of SHORTCUTS) {
    const row = help.getByRole('row').filter({ hasText: shortcut.action });
    await expect(row).toContainText(shortcut.keys);
    await expect(row.getByText('Not available yet')).toHaveCount(shortcut.bound ? 0 : 1);
  }
  for (const [keys, item] of [
    ['Ctrl+Shift+P', 'Product'],
    ['Ctrl+Shift+O', 'Offer'],
    ['Ctrl+Shift+E', 'Employee'],
    ['Ctrl+Shift+B', 'Business'],
  ]) {
    await expect(help.getByRole('row').filter({ hasText: `Create: ${item}` })).toContainText(keys!);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('Escape closes a dialog and focus goes back to where it was', async ({ page }) => {
  await openAs(page, 'admin');
  const opener = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await opener.click();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  // Focus moves in, and Tab and Shift+Tab keep it inside.
  const focusInside = () => help.evaluate((dialog) => dialog.contains(document.activeElement));
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Ctrl+B toggles the sidebar and Alt+H goes home', async ({ page }) => {
  await openAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sales' })
    .click();
  await page.waitForURL((url) => url.pathname === '/sales');
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarWidth(page)).toBe(90);
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarWidth(page)).toBe(290);
  await page.keyboard.press('Alt+h');
  await page.waitForURL((url) => url.pathname === '/');
});

test("'/' puts the cursor in the page's search field", async ({ page }) => {
  await openAs(page, 'admin', '/scanner-history?view=admin');
  const search = page.getByRole('main').getByRole('searchbox');
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // While typing, '/' and '?' are text.
  await page.keyboard.type('a/b?');
  await expect(search).toHaveValue('a/b?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
