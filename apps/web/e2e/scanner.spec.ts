import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, test } from '@playwright/test';
import { apiToken, graphql, uniqueName } from './api';
import { approveOffer, createOffer, takeOfferAndShowQr, walletQrText } from './marketplace-api';
import { launchWithCamera, writeQrVideo } from './fake-camera';
import { openAs, openOnPhone } from './roles';

// A phone-sized touch screen; the browser is given per test.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

let videoDir: string;
test.beforeAll(() => {
  videoDir = mkdtempSync(join(tmpdir(), 'back-office-camera-'));
});
test.afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

test('a cashier scans a customer’s wallet QR with the phone camera: redeemed, and at the top of the history', async ({
  request,
  baseURL,
}) => {
  // Iced Latte of the demo wallet is this test's alone.
  const video = join(videoDir, 'iced-latte.y4m');
  writeQrVideo(video, await walletQrText(request, 'demo-wallet', 'Iced Latte'));
  const browser = await launchWithCamera(video);
  try {
    const page = await (await browser.newContext({ ...phone, baseURL })).newPage();
    await openOnPhone(page, 'cashier');

    await page.getByRole('button', { name: 'Open QR scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'QR Scanner' });
    await expect(scanner.getByText('Aroma Cafe')).toBeVisible();
    await expect(scanner.getByText('Scanning as Katerina Cashier')).toBeVisible();

    const result = page.getByRole('dialog', { name: 'Successfully Redeemed!' });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByText('Iced Latte')).toBeVisible();
    await expect(result.getByText('4,20 €')).toBeVisible();

    // The sheet's own Close button (the other is its corner ×): after a success it closes the
    // scanner too.
    await result.getByRole('button', { name: 'Close' }).last().click();
    await expect(result).toBeHidden();
    await expect(scanner).toBeHidden();

    const latest = page
      .getByRole('list', { name: 'Scanner History' })
      .getByRole('listitem')
      .first();
    await expect(latest).toContainText('Iced Latte');
    await expect(latest).toContainText('Demo Customer');
    await expect(latest).toContainText('Redeemed');
    await expect(latest).toContainText('Katerina Cashier');
  } finally {
    await browser.close();
  }
});

test('a scan whose answer is lost is sent again and reported once, not redeemed twice', async ({
  request,
  baseURL,
}) => {
  // A fresh coupon of the demo wallet's, so that no other test depends on it.
  const title = uniqueName('Retry Espresso');
  const offerId = await createOffer(
    request,
    await apiToken(request, 'exec@demo.test', 'Aroma Cafe'),
    {
      title,
      offerPriceMinor: 250,
    },
  );
  await approveOffer(request, await apiToken(request, 'admin@demo.test', 'Demo Provider'), offerId);
  const qr = await takeOfferAndShowQr(request, title);
  const video = join(videoDir, 'retry-espresso.y4m');
  writeQrVideo(video, JSON.stringify(qr));
  const browser = await launchWithCamera(video);
  try {
    const page = await (await browser.newContext({ ...phone, baseURL })).newPage();
    await openOnPhone(page, 'cashier');
    // The first scan reaches the server, which redeems the coupon, but its answer never comes back.
    const scans: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('scanQrCode')) return route.continue();
      scans.push(JSON.parse(body).variables.scanId);
      if (scans.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });

    await page.getByRole('button', { name: 'Open QR scanner' }).click();
    await expect(
      page.getByText('No answer yet. Sending the same scan again (1 of 3)...'),
    ).toBeVisible({ timeout: 20_000 });
    const result = page.getByRole('dialog', { name: 'Successfully Redeemed!' });
    await expect(result).toBeVisible();
    await expect(result.getByText(title)).toBeVisible();
    expect(scans).toHaveLength(2);
    expect(scans[1]).toBe(scans[0]);

    // Scanned again, the coupon is refused, and the cashier is told they redeemed it themselves.
    await result.getByRole('button', { name: 'Scan again' }).click();
    const refused = page.getByRole('dialog', { name: 'Scan Failed' });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused.getByText('ALREADY_REDEEMED')).toBeVisible();
    await expect(refused.getByText(/^You redeemed it on .+ at Aroma Cafe\.$/)).toBeVisible();

    // One redemption in the history, however many times its scan was sent, and the refusal.
    const cashier = await apiToken(request, 'cashier@demo.test', 'Aroma Cafe');
    const history = await graphql<{ scan: { list: { items: { outcome: string }[] } } }>(
      request,
      `
        query ($search: String) {
          scan {
            list(filter: { view: "merchant", search: $search }) {
              items {
                outcome
              }
            }
          }
        }
      `,
      { search: qr.couponId },
      cashier,
    );
    expect(history.scan.list.items.map((item) => item.outcome)).toEqual([
      'ALREADY_REDEEMED',
      'COUPON_REDEEMED',
    ]);
  } finally {
    await browser.close();
  }
});

test('a code of another business is refused on the phone, without asking the server', async ({
  request,
  baseURL,
}) => {
  const video = join(videoDir, 'airport-transfer.y4m');
  writeQrVideo(video, await walletQrText(request, 'demo-wallet', 'Airport Transfer'));
  const browser = await launchWithCamera(video);
  try {
    const page = await (await browser.newContext({ ...phone, baseURL })).newPage();
    await openOnPhone(page, 'cashier');
    const scans: string[] = [];
    page.on('request', (sent) => {
      if ((sent.postData() ?? '').includes('scanQrCode')) scans.push(sent.url());
    });

    await page.getByRole('button', { name: 'Open QR scanner' }).click();
    const result = page.getByRole('dialog', { name: 'Wrong Business' });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByText('This QR code belongs to a different business')).toBeVisible();
    await expect(
      result.getByText("Please scan QR codes issued for your own business's offers only."),
    ).toBeVisible();
    expect(scans).toEqual([]);

    // After a refusal, closing the sheet returns to the camera (which, 3 s after the first read,
    // would read the same code again).
    await result.getByRole('button', { name: 'Close' }).last().click();
    await expect(result).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'QR Scanner' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a camera the browser may not use: the permission screen, then the blocked one with Retry and Cancel', async ({
  baseURL,
}) => {
  const video = join(videoDir, 'blank.y4m');
  writeQrVideo(video, 'not a coupon');
  // Without the automatic yes, headless Chromium answers every camera request with no.
  const browser = await launchWithCamera(video, { grantCamera: false });
  try {
    const page = await (await browser.newContext({ ...phone, baseURL })).newPage();
    await openOnPhone(page, 'cashier');
    await page.getByRole('button', { name: 'Open QR scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'QR Scanner' });

    await expect(
      scanner.getByRole('heading', { name: 'Camera Permission Required' }),
    ).toBeVisible();
    await scanner.getByRole('button', { name: 'Request Camera Access' }).click();
    await expect(scanner.getByRole('heading', { name: 'Camera Access Blocked' })).toBeVisible();
    await expect(scanner.getByText(/allow the camera, then tap Retry/)).toBeVisible();

    await scanner.getByRole('button', { name: 'Retry' }).click();
    await expect(
      scanner.getByRole('heading', { name: /Camera (Access Blocked|Permission Required)/ }),
    ).toBeVisible();
    await scanner.getByRole('button', { name: 'Cancel' }).click();
    await expect(scanner).toBeHidden();
  } finally {
    await browser.close();
  }
});

test.describe('on a phone without a camera', () => {
  test.use(phone);

  test('the scanner says so in a toast and shows the blocked screen', async ({ page }) => {
    await openOnPhone(page, 'cashier');
    await page.getByRole('button', { name: 'Open QR scanner' }).click();
    await expect(page.getByText('No camera found on this device')).toBeVisible();
    const scanner = page.getByRole('dialog', { name: 'QR Scanner' });
    await expect(scanner.getByRole('heading', { name: 'Camera Access Blocked' })).toBeVisible();
    await scanner.getByRole('button', { name: 'Close scanner' }).click();
    await expect(scanner).toBeHidden();
  });
});

test('on a desktop the scanner button is dimmed, says to use the app, and opens no camera', async ({
  page,
}) => {
  await openAs(page, 'cashier');
  const button = page.getByRole('button', { name: 'Open QR scanner' });
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Use the APP to scan!');
  await expect(button).toHaveAccessibleDescription('Use the APP to scan!');

  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Mobile Device Required' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('QR Scanner is only available on mobile devices')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'QR Scanner' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});
