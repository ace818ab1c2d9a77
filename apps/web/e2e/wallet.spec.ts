import { devices, expect, test } from '@playwright/test';
import { apiToken, uniqueName } from './api';
import { qrPath } from '../src/features/wallet/qr-path';
import { approveOffer, createOffer } from './marketplace-api';

// The customer's wallet is used on a phone at the counter.
test.use({ ...devices['Pixel 7'] });

const countdown = /^Renews in (\d+) s$/;
// A full minute, less what a loaded machine takes to serve and draw the page: a phone that counted
// by its own clock, ten minutes fast, would show the code as expired.
const fullMinute = /^Renews in (5\d|60) s$/;

interface WalletAnswer {
  data?: {
    wallet?: { get?: { coupons: { metadata: { name: string }; qr: { text: string } | null }[] } };
  };
}

test('the demo wallet shows each coupon with its QR code and a countdown', async ({ page }) => {
  const walletAnswer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('query Wallet('),
  );
  await page.goto('/wallet/demo-wallet');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expect(page.getByText('Hello, Demo Customer')).toBeVisible();
  const coupons = ((await (await walletAnswer).json()) as WalletAnswer).data?.wallet?.get?.coupons;

  for (const [merchant, coupon] of [
    ['Aroma Cafe', 'Free Flat White'],
    ['Blue Bay Travel', 'Sunset Cruise'],
  ] as const) {
    const card = page.getByRole('article', { name: coupon });
    await expect(card.getByText(merchant)).toBeVisible();
    const code = card.getByRole('img', { name: `QR code for ${coupon}` });
    await expect(code).toBeVisible();
    // The code drawn is the coupon's current token, encoded (in the page's worker).
    const token = coupons?.find((c) => c.metadata.name === coupon)?.qr?.text;
    expect(token).toBeTruthy();
    await expect(code.locator('path')).toHaveAttribute('d', qrPath(token!).path);
    await expect(card.getByText(countdown)).toBeVisible();
  }

  // The countdown counts: the number it shows goes down.
  const timer = page.getByRole('article', { name: 'Free Flat White' }).getByText(countdown);
  const first = Number(countdown.exec((await timer.textContent()) ?? '')?.[1]);
  expect(first).toBeGreaterThan(50);
  await expect(timer).not.toHaveText(`Renews in ${first} s`);
  expect(Number(countdown.exec((await timer.textContent()) ?? '')?.[1])).toBeLessThan(first);
});

test('without its worker (its script fails to load) the wallet still shows its coupons, prices and QR codes', async ({
  page,
}) => {
  await page.route(/\/assets\/wallet-worker-[^/]+\.js$/, (route) => route.abort());
  const walletAnswer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('query Wallet('),
  );
  await page.goto('/wallet/demo-wallet');
  const coupons = ((await (await walletAnswer).json()) as WalletAnswer).data?.wallet?.get?.coupons;
  const card = page.getByRole('article', { name: 'Free Flat White' });
  await expect(card.getByText(/^3,80\s€$/)).toBeVisible();
  await expect(card.getByText(/Valid until \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  const token = coupons?.find((c) => c.metadata.name === 'Free Flat White')?.qr?.text;
  expect(token).toBeTruthy();
  await expect(
    card.getByRole('img', { name: 'QR code for Free Flat White' }).locator('path'),
  ).toHaveAttribute('d', qrPath(token!).path);
});

test('a phone whose clock is ten minutes fast still counts the server’s 60 s, and renews the code before it expires', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  await page.goto('/wallet/demo-wallet');
  const card = page.getByRole('article', { name: 'Free Flat White' });
  const timer = card.getByText(countdown);
  await expect(timer).toHaveText(fullMinute);

  // 56 s later by the phone's clock the wallet is read again, and the code has a full minute.
  const renewal = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('query Wallet('),
  );
  await page.clock.fastForward(56_000);
  await renewal;
  await expect(timer).toHaveText(fullMinute);
});

test('an unknown wallet key shows that the wallet was not found', async ({ page }) => {
  await page.goto('/wallet/no-such-wallet');
  await expect(page.getByRole('heading', { name: 'Wallet not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
});

test('the wallet speaks Greek', async ({ page }) => {
  await page.goto('/wallet/demo-wallet');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('el');
  await expect(page.getByRole('heading', { name: 'Το πορτοφόλι μου' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Κωδικός QR για Free Flat White' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Free Flat White' }).getByText(/^Ανανεώνεται σε \d+ δ$/),
  ).toBeVisible();
});

test('a customer takes a new offer and finds its coupon, with a QR code, in the wallet', async ({
  page,
  request,
}) => {
  // A fresh offer of Aroma Cafe, approved by the provider, that no wallet holds yet.
  const title = uniqueName('Test Espresso');
  const executive = await apiToken(request, 'exec@demo.test', 'Aroma Cafe');
  const offerId = await createOffer(request, executive, {
    title,
    offerPriceMinor: 300,
    validUntil: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
  });
  await approveOffer(request, await apiToken(request, 'admin@demo.test', 'Demo Provider'), offerId);

  await page.goto('/wallet/demo-wallet-marios');
  await expect(page.getByRole('heading', { name: 'Offers for you' })).toBeVisible();
  await page.getByRole('button', { name: `Take ${title}` }).click();
  await expect(page.getByText('Added to your wallet')).toBeVisible();
  await expect(page.getByRole('button', { name: `Take ${title}` })).toHaveCount(0);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: `QR code for ${title}` })).toBeVisible();
  await expect(card.getByText('3,00 €')).toBeVisible();
});
