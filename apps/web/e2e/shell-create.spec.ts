import { expect, test } from '@playwright/test';
import { pathOf } from './support';
import { openAs } from './roles';

// Each create shortcut opens its page with ?isCreateOpen=true; the page's create
// dialog opens from the flag, and closing it takes the flag out of the address.
const SHORTCUTS = [
  { key: 'E', target: '/employees?isCreateOpen=true', after: '/employees' },
  { key: 'B', target: '/businesses?isCreateOpen=true', after: '/businesses' },
  { key: 'P', target: '/marketplace?isCreateOpen=true', after: '/marketplace' },
  {
    key: 'O',
    target: '/marketplace?isCreateOpen=true&tab=offers',
    after: '/marketplace?tab=offers',
  },
];

for (const { key, target, after } of SHORTCUTS) {
  test(`Ctrl+Shift+${key} opens ${target}, and closing the dialog removes the flag`, async ({
    page,
  }) => {
    await openAs(page, 'admin');
    await page.keyboard.press(`Control+Shift+${key}`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === after);
  });
}

test('Cmd+Shift+E works as Ctrl+Shift+E, and the dialog’s own button closes it', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.keyboard.press('Meta+Shift+E');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === '/employees?isCreateOpen=true');
  const dialog = page.getByRole('dialog', { name: 'New employee' });
  // The corner's Close button (the footer's are Cancel and Add employee).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === '/employees');
});

test('the create menu: four groups, arrow keys, Enter and Escape', async ({ page }) => {
  await openAs(page, 'admin');
  const trigger = page.getByRole('button', { name: 'Create new' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Create new' });
  await expect(menu.getByRole('group')).toHaveText([
    /^Marketplace\s*Product.*Offer/,
    /^Team Management\s*Employee/,
    /^Business Setup\s*Business/,
    /^Accounting\s*Invoice/,
  ]);
  const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
  await expect(item('Product')).toBeFocused();
  await expect(item('Product')).toHaveAttribute('aria-keyshortcuts', /Control\+Shift\+P/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item('Employee')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Offer')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Invoice')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Business')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  await expect(item('Product')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(item('Product')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => `${url.pathname}${url.search}` === '/businesses?isCreateOpen=true',
  );
  await expect(page.getByRole('dialog', { name: 'New business' })).toBeVisible();
});

test('an EXECUTIVE creates products, offers, employees and invoices, not businesses', async ({
  page,
}) => {
  await openAs(page, 'executive-aroma');
  await page.getByRole('button', { name: 'Create new' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    /^Product/,
    /^Offer/,
    /^Employee/,
    /^Invoice/,
  ]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Shift+B');
  await page.waitForTimeout(300);
  expect(pathOf(page)).toBe('/');
});

test('on a phone the create menu is a bottom sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Create new' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create new' });
  await expect(sheet).toBeVisible();
  // Once it has moved in: the full width, resting on the bottom edge.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box && [Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([390, 844]);
  await expect(sheet.getByRole('menuitem', { name: 'Product' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === '/employees?isCreateOpen=true');
  await expect(page.getByRole('dialog', { name: 'New employee' })).toBeVisible();
});
