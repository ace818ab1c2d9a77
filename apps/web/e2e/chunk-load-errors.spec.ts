import { expect, test } from '@playwright/test';

const WALLET_CHUNK = /\/assets\/wallet-page-[^/]+\.js$/;

test('a page whose script does not download shows the error screen; Try Again loads it', async ({
  page,
}) => {
  await page.route(WALLET_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/wallet/demo-wallet');
  await expect(page.getByRole('alert')).toContainText('Oops! Something went wrong');
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();

  // The connection is back: Try Again loads the page afresh.
  await page.unroute(WALLET_CHUNK);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
});

test('when a new deploy replaced the scripts, the page reloads by itself once', async ({
  page,
}) => {
  await page.route(WALLET_CHUNK, (route) => route.abort('failed'));
  // The server now serves a build whose entry script has another name.
  let indexFetches = 0;
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      indexFetches++;
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html',
        body: html.replace(/\/assets\/index-[^"]+\.js/, '/assets/index-NEWBUILD.js'),
      });
    },
  );
  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') pageLoads++;
  });

  await page.goto('/wallet/demo-wallet');
  // One reload for the new build; after it the chunk still fails, and the screen stays.
  await expect.poll(() => indexFetches).toBe(2);
  await expect(page.getByRole('alert')).toContainText('Oops! Something went wrong');
  expect(pageLoads).toBe(2);
});
