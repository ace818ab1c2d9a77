import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ADVERTISEMENT_MESSAGES } from '@back-office/domain/advertisement';
import { addDays, todayIn } from '@back-office/domain/periods';
import { apiToken, graphql, uniqueName } from './api';
import { redeemDemoCoupon } from './counter';
import { approveOffer, createOffer } from './marketplace-api';
import { openAs } from './roles';
import { seriousViolations } from './shell-support';

// A business advertises one of its offers, the provider reviews the campaign, a customer takes
// the offer from the ad in the wallet and the cashier redeems it: the campaign is charged.
// Every campaign here advertises an offer made for the test, so the demo's offers stay as they are.

// The provider's days (the demo provider keeps the default time zone).
const today = () => todayIn('Europe/Nicosia');
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

function heading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 1 });
}

const campaignRow = (table: Locator, title: string) =>
  table.getByRole('row', { name: new RegExp(title) });

// A campaign's row read as { column header: cell text }.
async function rowValues(table: Locator, title: string): Promise<Record<string, string>> {
  const headers = await table.locator('thead th').allInnerTexts();
  const cells = await campaignRow(table, title).locator('th, td').allInnerTexts();
  return Object.fromEntries(headers.map((header, i) => [header.trim(), (cells[i] ?? '').trim()]));
}

// A fresh offer of Aroma Cafe, approved by the provider, that customers may take now.
async function approvedOffer(request: APIRequestContext, prefix: string) {
  const title = uniqueName(prefix);
  const executive = await apiToken(request, 'exec@demo.test', 'Aroma Cafe');
  const offerId = await createOffer(request, executive, { title, offerPriceMinor: 350 });
  await approveOffer(request, await apiToken(request, 'admin@demo.test', 'Demo Provider'), offerId);
  return { title, offerId, executive };
}

interface CampaignResult {
  success: boolean;
  message: string;
  campaign: { _id: string } | null;
}

// A pending campaign of Aroma Cafe for a fresh offer, sent through the API.
async function pendingCampaign(request: APIRequestContext, prefix: string) {
  const { title, offerId, executive } = await approvedOffer(request, prefix);
  const data = await graphql<{ advertisement: { create: CampaignResult } }>(
    request,
    `
      mutation ($input: CampaignInput!) {
        advertisement {
          create(input: $input) {
            success
            message
            campaign {
              _id
            }
          }
        }
      }
    `,
    {
      input: {
        offerId,
        placement: 'marketplace',
        startsOn: today(),
        endsOn: addDays(today(), 7),
        budgetMinor: 2000,
        priceMinor: 100,
      },
    },
    executive,
  );
  expect(data.advertisement.create).toMatchObject({ success: true });
  return { title, campaignId: data.advertisement.create.campaign!._id, executive };
}

// Ends a campaign a test left behind, so that the review queue does not fill up.
async function endCampaign(request: APIRequestContext, executive: string, id: string) {
  await graphql(
    request,
    `
      mutation ($id: ID!) {
        advertisement {
          end(id: $id) {
            success
          }
        }
      }
    `,
    { id },
    executive,
  );
}

test('an executive advertises an offer, the provider approves it, a customer takes it from the wallet and the cashier redeems it: the campaign is charged', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const { title, offerId } = await approvedOffer(request, 'Ad Espresso');

  // Aroma Cafe's executive sends a campaign for the offer: at the top of the wallet, 50.00 for
  // 2.00 a redemption.
  await openAs(page, 'executive-aroma', '/advertisement');
  await expect(heading(page, 'Advertisement')).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const form = page.getByRole('dialog', { name: 'New campaign' });
  await form.getByRole('combobox', { name: 'Offer' }).selectOption({ label: title });
  await form
    .getByRole('combobox', { name: 'Placement' })
    .selectOption({ label: 'Top of the wallet' });
  await expect(form.getByLabel('Start date')).toHaveValue(today());
  await form.getByRole('textbox', { name: 'Budget' }).fill('50.00');
  await form.getByRole('textbox', { name: 'Price per redemption' }).fill('2.00');
  await expect(form.getByText('Amounts in EUR')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('mutation CreateCampaign'),
  );
  await form.getByRole('button', { name: 'Send for review' }).click();
  const answer = (await (await created).json()) as {
    data: { advertisement: { create: CampaignResult } };
  };
  const campaignId = answer.data.advertisement.create.campaign?._id;
  expect(campaignId).toBeTruthy();
  await expect(page.getByText('Campaign sent for review')).toBeVisible();
  const campaigns = page.getByRole('table', { name: 'Campaigns' });
  await expect(campaignRow(campaigns, title)).toContainText('Pending review');

  // The provider approves it from the review queue.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await openAs(admin, 'admin', '/advertisement?tab=review');
  await expect(admin.getByRole('tab', { name: 'Review queue' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const queue = admin.getByRole('table', { name: 'Campaigns waiting for review' });
  await expect(campaignRow(queue, title)).toContainText('Aroma Cafe');
  expect(await seriousViolations(admin)).toEqual([]);
  await queue.getByRole('button', { name: `Approve the campaign for ${title}` }).click();
  await admin
    .getByRole('dialog', { name: `Approve the campaign for ${title}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.getByText('Campaign approved')).toBeVisible();
  await expect(campaignRow(queue, title)).toHaveCount(0);
  await admin.getByRole('tab', { name: 'All businesses' }).click();
  await expect(
    campaignRow(admin.getByRole('table', { name: 'Campaigns of all businesses' }), title),
  ).toContainText('Active');
  await admin.context().close();

  // The demo customer's wallet shows the offer at the top, marked Sponsored, and only there.
  const walletContext = await browser.newContext({ ...phone, baseURL });
  const wallet = await walletContext.newPage();
  await wallet.goto('/wallet/demo-wallet');
  const sponsored = wallet.getByRole('region', { name: 'Sponsored offers' });
  const ad = sponsored.getByRole('listitem').filter({ hasText: title });
  await expect(ad.getByText('Sponsored', { exact: true })).toBeVisible();
  const coupons = wallet.getByRole('heading', { name: 'Your coupons' });
  expect((await sponsored.boundingBox())!.y).toBeLessThan((await coupons.boundingBox())!.y);
  await expect(wallet.getByRole('heading', { name: 'Offers for you' })).toBeVisible();
  await expect(wallet.getByRole('button', { name: `Take ${title}` })).toHaveCount(1);

  // Taking it there takes it through the campaign.
  const taking = wallet.waitForRequest((r) => (r.postData() ?? '').includes('mutation TakeOffer'));
  await ad.getByRole('button', { name: `Take ${title}` }).click();
  expect((await taking).postDataJSON()).toMatchObject({ variables: { offerId, campaignId } });
  await expect(wallet.getByText('Added to your wallet')).toBeVisible();
  await expect(wallet.getByRole('article', { name: title })).toBeVisible();
  await expect(wallet.getByRole('button', { name: `Take ${title}` })).toHaveCount(0);
  await walletContext.close();

  // The cashier scans the coupon at the counter.
  await redeemDemoCoupon(request, baseURL, title);

  // Back on the page, the campaign was shown, taken and redeemed once, and charged 2.00.
  await page.goto('/advertisement');
  await expect(campaignRow(campaigns, title)).toContainText('Active');
  await expect
    .poll(() => rowValues(campaigns, title))
    .toMatchObject({
      'Offers taken': '1',
      Redemptions: '1',
      Spend: expect.stringMatching(/^2,00\s€$/),
      'Cost per redemption': expect.stringMatching(/^2,00\s€$/),
    });
  expect(Number((await rowValues(campaigns, title)).Impressions)).toBeGreaterThanOrEqual(1);

  // Its detail has the exact figures and the days' chart; it can be paused, and ended.
  await page.getByRole('button', { name: `Open the campaign for ${title}` }).click();
  const detail = page.getByRole('dialog', { name: `Campaign for ${title}` });
  await expect(detail).toContainText('2,00 €');
  await expect(detail).toContainText('50,00 €');
  await expect(
    detail.getByRole('img', { name: /Impressions, offers taken and redemptions per day/ }),
  ).toBeVisible();
  await expect(
    detail.getByRole('img', { name: /Spend per day.*2,00\s€ spent in 1 day/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await detail.getByRole('button', { name: 'Pause' }).click();
  await page
    .getByRole('dialog', { name: `Pause the campaign for ${title}?` })
    .getByRole('button', { name: 'Pause' })
    .click();
  await expect(page.getByText('Campaign paused')).toBeVisible();
  await expect(detail).toContainText('Paused');
  await detail.getByRole('button', { name: 'End' }).click();
  await page
    .getByRole('dialog', { name: `End the campaign for ${title}?` })
    .getByRole('button', { name: 'End' })
    .click();
  await expect(page.getByText('Campaign ended')).toBeVisible();
  await expect(detail).toContainText('Ended');
  await expect(detail.getByRole('button', { name: 'Resume' })).toHaveCount(0);
});

test('the provider rejects a campaign with its reason, which the business reads', async ({
  page,
  browser,
  request,
}) => {
  const { title } = await pendingCampaign(request, 'Ad Brunch');
  await openAs(page, 'admin', '/advertisement?tab=review');
  const queue = page.getByRole('table', { name: 'Campaigns waiting for review' });
  await queue.getByRole('button', { name: `Reject the campaign for ${title}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject the campaign for ${title}?` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    /A reason is required/,
  );
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The offer needs a photo.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Campaign rejected')).toBeVisible();
  await expect(campaignRow(queue, title)).toHaveCount(0);

  const executive = await browser.newPage();
  await openAs(executive, 'executive-aroma', '/advertisement');
  const row = campaignRow(executive.getByRole('table', { name: 'Campaigns' }), title);
  await expect(row).toContainText('Rejected');
  await executive.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Active' });
  await expect(row).toHaveCount(0);
  await executive.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Rejected' });
  await executive.getByRole('button', { name: `Open the campaign for ${title}` }).click();
  const detail = executive.getByRole('dialog', { name: `Campaign for ${title}` });
  await expect(detail).toContainText('Reason for the rejection');
  await expect(detail).toContainText('The offer needs a photo.');
  await expect(detail.getByRole('button', { name: 'Edit terms' })).toHaveCount(0);
  await executive.close();
});

test('a cashier reads the business’s campaigns and cannot change them', async ({
  page,
  request,
}) => {
  const { title, campaignId, executive } = await pendingCampaign(request, 'Ad Toastie');
  try {
    await openAs(page, 'cashier', '/advertisement');
    await expect(heading(page, 'Advertisement')).toBeVisible();
    const row = campaignRow(page.getByRole('table', { name: 'Campaigns' }), title);
    await expect(row).toContainText('Pending review');
    await expect(page.getByRole('button', { name: 'New campaign' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Review queue' })).toHaveCount(0);
    await page.getByRole('button', { name: `Open the campaign for ${title}` }).click();
    const detail = page.getByRole('dialog', { name: `Campaign for ${title}` });
    await expect(detail).toContainText('Featured in the wallet’s offers');
    for (const action of ['Edit terms', 'Pause', 'End', 'Approve', 'Reject'])
      await expect(detail.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  } finally {
    await endCampaign(request, executive, campaignId);
  }
});

test('the campaign form says what is wrong in the server’s words', async ({ page }) => {
  await openAs(page, 'marketing', '/advertisement');
  await page.getByRole('button', { name: 'New campaign' }).click();
  const form = page.getByRole('dialog', { name: 'New campaign' });
  await form.getByLabel('Start date').fill(addDays(today(), 5));
  await form.getByLabel('End date').fill(addDays(today(), 2));
  await form.getByRole('textbox', { name: 'Budget' }).fill('50');
  await form.getByRole('textbox', { name: 'Price per redemption' }).fill('80');
  // Sent from the keyboard: a click would first leave the field, whose message moves the button.
  await form.getByRole('textbox', { name: 'Price per redemption' }).press('Enter');
  await expect(form.getByLabel('End date')).toHaveAccessibleDescription(
    'The end date must be on or after the start date',
  );
  await expect(form.getByRole('combobox', { name: 'Offer' })).toHaveAccessibleDescription(
    ADVERTISEMENT_MESSAGES.offerNotApproved,
  );
  await expect(
    form.getByRole('textbox', { name: 'Price per redemption' }),
  ).toHaveAccessibleDescription(ADVERTISEMENT_MESSAGES.priceAboveBudget);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
});

test('an executive raises a running campaign’s budget (its price stays), pauses it and resumes it', async ({
  page,
  request,
}) => {
  const { title, campaignId, executive } = await pendingCampaign(request, 'Ad Bagel');
  try {
    const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
    const approved = await graphql<{ advertisement: { approve: CampaignResult } }>(
      request,
      `
        mutation ($id: ID!) {
          advertisement {
            approve(id: $id) {
              success
              message
              campaign {
                _id
              }
            }
          }
        }
      `,
      { id: campaignId },
      admin,
    );
    expect(approved.advertisement.approve).toMatchObject({ success: true });

    await openAs(page, 'executive-aroma', '/advertisement');
    await page.getByRole('button', { name: `Open the campaign for ${title}` }).click();
    const detail = page.getByRole('dialog', { name: `Campaign for ${title}` });
    await expect(detail).toContainText('Active');
    await detail.getByRole('button', { name: 'Edit terms' }).click();
    const form = page.getByRole('dialog', { name: `Edit the terms of ${title}` });
    await expect(form.getByRole('textbox', { name: 'Price per redemption' })).toBeDisabled();
    await expect(form.getByLabel('Start date')).toBeDisabled();
    await form.getByRole('textbox', { name: 'Budget' }).fill('35.00');
    await form.getByRole('textbox', { name: 'Budget' }).press('Enter');
    await expect(page.getByText('Campaign saved')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(detail).toContainText('35,00 €');

    await detail.getByRole('button', { name: 'Pause' }).click();
    await page
      .getByRole('dialog', { name: `Pause the campaign for ${title}?` })
      .getByRole('button', { name: 'Pause' })
      .click();
    await expect(page.getByText('Campaign paused')).toBeVisible();
    await expect(detail).toContainText('Paused');
    await expect(detail.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Resume' }).click();
    await page
      .getByRole('dialog', { name: `Resume the campaign for ${title}?` })
      .getByRole('button', { name: 'Resume' })
      .click();
    await expect(page.getByText('Campaign resumed')).toBeVisible();
    await expect(detail).toContainText('Active');
    await expect(detail.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  } finally {
    await endCampaign(request, executive, campaignId);
  }
});

test('the provider opens /advertisement on its review queue, whose tab counts what waits', async ({
  page,
}) => {
  await openAs(page, 'admin', '/advertisement');
  const review = page.getByRole('tab', { name: /^Review queue \(\d+\)$/ });
  await expect(review).toHaveAttribute('aria-selected', 'true');
  const queue = page.getByRole('table', { name: 'Campaigns waiting for review' });
  // The demo's Iced Latte campaign waits at least; the header row is not a campaign.
  await expect(queue.getByRole('row', { name: /Iced Latte/ })).toBeVisible();
  const waiting = (await queue.getByRole('row').count()) - 1;
  await expect(review).toHaveAccessibleName(`Review queue (${waiting})`);
  await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
  await expect(page).toHaveURL(/tab=campaigns/);
});
