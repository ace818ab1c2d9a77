import { expect, test } from '@playwright/test';
import { enterShell } from './shell-support';
import { openAs } from './roles';

// A PNG's width and height sit at bytes 16 to 23 of its header.
function pngSize(body: Buffer): string {
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the web app manifest makes the app installable, with icons of the sizes it names', async ({
  page,
  request,
}) => {
  await page.goto('/signin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Back Office', start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(appleIcon ?? '')).body())).toBe('180x180');
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('the install prompt comes after 1.5 s, and a dismissal is remembered per user', async ({
    page,
    context,
  }) => {
    await openAs(page, 'cashier');
    const prompt = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(prompt).toBeVisible({ timeout: 4000 });
    await expect(prompt.getByRole('listitem')).toHaveCount(3);
    await prompt.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(prompt).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(prompt).toHaveCount(0);

    // Another person on the same phone is still offered it.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/signin');
    // Signs in on this phone's storage, where the cashier's dismissal stays.
    const next = await context.newPage();
    await enterShell(next, 'sales@demo.test', '/sales');
    const offered = next.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(offered).toBeVisible({ timeout: 4000 });
    await offered.getByRole('button', { name: 'Got it!' }).click();
    await expect(offered).toBeHidden();
  });
});
