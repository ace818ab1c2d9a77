import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { sessionFile, type Role } from './roles';

// The line editors and the accounting page on a phone (the editors on a laptop too), in English
// and Greek, saved with the run's output (test-results/, or SHOTS_DIR when set) to be looked at:
// every field of a line readable, the running total beside the primary action, nothing cut off.
const TEXTS = {
  en: { recordSale: 'Record sale', newInvoice: 'New invoice' },
  el: { recordSale: 'Καταχώριση πώλησης', newInvoice: 'Νέο τιμολόγιο' },
} as const;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

async function open(
  page: Page,
  role: Role,
  path: string,
  language: 'en' | 'el',
  viewport: { width: number; height: number } = PHONE,
) {
  await page.setViewportSize(viewport);
  await page.addInitScript((lang) => localStorage.setItem('back-office.language', lang), language);
  await page.context().setStorageState(sessionFile(role));
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function save(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const size = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
}

for (const language of ['en', 'el'] as const) {
  test(`the sale and invoice line editors and the accounting page on a phone, ${language}`, async ({
    page,
  }, testInfo) => {
    await open(page, 'sales', '/sales', language);
    await page.getByRole('button', { name: TEXTS[language].recordSale }).click();
    const sale = page.getByRole('dialog');
    const line = sale.getByTestId('line-item').first();
    const product = line.getByRole('combobox').first();
    await product.selectOption({ index: 1 });
    await expect(line.getByRole('status')).not.toHaveText(/^0,00/);
    await save(page, testInfo, `sale-dialog-phone-${language}`);

    await open(page, 'accountant', '/accounting', language);
    await save(page, testInfo, `accounting-phone-${language}`);
    await page.getByRole('button', { name: TEXTS[language].newInvoice }).click();
    const invoice = page.getByRole('dialog');
    const first = invoice.getByTestId('line-item').first();
    await first.getByRole('textbox').nth(0).fill('Flat White');
    await first.getByRole('textbox').nth(1).fill('2');
    await first.getByRole('textbox').nth(2).fill('3,80');
    await expect(first.getByRole('status')).not.toHaveText(/^0,00/);
    await save(page, testInfo, `invoice-dialog-phone-${language}`);
    // On a laptop every field of a line and its total side by side, in one row.
    await page.setViewportSize(LAPTOP);
    await expect(first.getByRole('status')).toBeInViewport();
    await save(page, testInfo, `invoice-dialog-laptop-${language}`);

    await open(page, 'sales', '/sales', language, LAPTOP);
    await page.getByRole('button', { name: TEXTS[language].recordSale }).click();
    const wide = page.getByRole('dialog').getByTestId('line-item').first();
    await wide.getByRole('combobox').first().selectOption({ index: 1 });
    await save(page, testInfo, `sale-dialog-laptop-${language}`);
  });
}
