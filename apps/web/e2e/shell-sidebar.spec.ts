import { expect, test } from '@playwright/test';
import { sidebarWidth } from './shell-support';
import { openAs } from './roles';

test('the sidebar collapses to 90 px and expands to 290 px, and stays so after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await sidebarWidth(page)).toBe(290);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(90);
  // Collapsed, the items keep their names for screen readers and show them on hover.
  const employees = nav.getByRole('link', { name: 'Employees' });
  await expect(employees).toBeVisible();
  await employees.hover();
  await expect(page.getByText('Employees', { exact: true }).last()).toBeVisible();

  await page.reload();
  await expect(nav).toBeVisible();
  expect(await sidebarWidth(page)).toBe(90);

  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarWidth(page)).toBe(290);
  await page.reload();
  await expect(nav).toBeVisible();
  expect(await sidebarWidth(page)).toBe(290);
});

test('on a 390 px phone the menu is a 320 px drawer from the left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  // Once it has slid in: at the left edge, 320 px wide, the full height.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [box.x, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 320, 844]);
  await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // What the phone header has no room for lives in the drawer.
  await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Hide amounts' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();

  await page.keyboard.press('Control+b');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Support' }).click();
  await page.waitForURL((url) => url.pathname === '/support');
  await expect(drawer).toBeHidden();

  // Small screens sign out from the header; the user menu is for large ones.
  await expect(page.getByRole('button', { name: /^Account menu of / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/signin');
});
