import { devices, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, graphql, uniqueName } from './api';
import { redeemDemoCoupon } from './counter';
import { approveOffer, createOffer } from './marketplace-api';
import { openAs } from './roles';
import { seriousViolations } from './shell-support';
import { test } from './server-clock';

// The provider's income: a business subscribed with a trial and invoiced when it ends, and a
// customer's membership whose members-only offer the wallet shows and the cashier recognises.
// The first test moves the server's clock: the tests of this file run one after the other.
test.describe.configure({ mode: 'default' });

const DAY = 86_400_000;
const LOAD = { timeout: 20_000 };

// A retried run finds Blue Bay subscribed by the first attempt: it is cancelled now, so that the
// test starts, as the demo does, from Blue Bay without a live subscription.
async function unsubscribeBlueBay(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const data = await graphql<{
    subscription: { list: { nodes: { _id: string; businessName: string; status: string }[] } };
  }>(
    request,
    `
      query {
        subscription {
          list(filter: { search: "Blue Bay Travel" }) {
            nodes {
              _id
              businessName
              status
            }
          }
        }
      }
    `,
    {},
    admin,
  );
  for (const s of data.subscription.list.nodes) {
    if (s.businessName !== 'Blue Bay Travel' || ['cancelled', 'expired'].includes(s.status))
      continue;
    await graphql(
      request,
      `
        mutation ($id: ID!) {
          subscription {
            cancel(input: { subscriptionId: $id, atPeriodEnd: false }) {
              success
            }
          }
        }
      `,
      { id: s._id },
      admin,
    );
  }
}

// Likewise the demo customer's Lifestyle membership of an earlier attempt.
async function cancelDemoCustomerLifestyle(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const data = await graphql<{
    member: { list: { nodes: { _id: string; customerName: string; status: string }[] } };
  }>(
    request,
    `
      query {
        member {
          list(filter: { programme: "lifestyle", search: "Demo Customer" }) {
            nodes {
              _id
              customerName
              status
            }
          }
        }
      }
    `,
    {},
    admin,
  );
  for (const m of data.member.list.nodes) {
    if (m.customerName !== 'Demo Customer' || !['active', 'expiring'].includes(m.status)) continue;
    await graphql(
      request,
      `
        mutation ($id: ID!) {
          member {
            cancel(membershipId: $id) {
              success
            }
          }
        }
      `,
      { id: m._id },
      admin,
    );
  }
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 1 });
}

// Chooses the one option whose words contain `text` (the rest of its label is a price).
async function chooseOption(select: Locator, text: string | RegExp) {
  const option = select.locator('option').filter({ hasText: text });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

test('the provider subscribes Blue Bay Travel with a trial; after the trial its invoice is paid and the subscription is active, until a later one goes unpaid', async ({
  page,
  browser,
  request,
  serverClock,
}) => {
  test.slow();
  await unsubscribeBlueBay(request);

  // A new plan with a trial, in both languages.
  const plan = uniqueName('Growth');
  await openAs(page, 'admin', '/subscription-settings');
  await expect(heading(page, 'Subscription settings')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans' })).toContainText('Standard');
  await page.getByRole('button', { name: 'New plan' }).click();
  const form = page.getByRole('dialog', { name: 'New plan' });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(form.getByRole('textbox', { name: 'Name in English' })).toHaveAccessibleDescription(
    'Enter the plan’s name in English and Greek',
  );
  await form.getByRole('textbox', { name: 'Name in English' }).fill(plan);
  await form.getByRole('textbox', { name: 'Name in Greek' }).fill(`${plan} ελ`);
  await form.getByRole('textbox', { name: 'Price' }).fill('49.90');
  await form.getByRole('combobox', { name: 'Billed' }).selectOption({ label: 'Monthly' });
  await form.getByRole('textbox', { name: 'Trial days' }).fill('14');
  await form.getByRole('button', { name: 'Add an inclusion' }).click();
  await form.getByRole('textbox', { name: 'Inclusion 1 in English' }).fill('Unlimited offers');
  await form.getByRole('textbox', { name: 'Inclusion 1 in Greek' }).fill('Απεριόριστες προσφορές');
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved')).toBeVisible();
  const card = page.getByRole('list', { name: 'Plans' }).getByRole('listitem', { name: plan });
  await expect(card).toContainText('49,90 € per month');
  await expect(card).toContainText('14 days');
  await expect(card).toContainText('Unlimited offers');

  // From the businesses list, Blue Bay's Subscription link offers it for subscribing.
  await page.goto('/businesses');
  await expect(heading(page, 'Businesses')).toBeVisible(LOAD);
  await page
    .getByRole('table', { name: 'Businesses' })
    .getByRole('row', { name: /Blue Bay Travel/ })
    .getByRole('link', { name: 'Subscription' })
    .click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe a business' });
  await expect(subscribe.getByRole('combobox', { name: 'Business' })).toHaveValue(/.+/);
  await expect(
    subscribe.getByRole('combobox', { name: 'Business' }).locator('option:checked'),
  ).toHaveText('Blue Bay Travel');
  await chooseOption(subscribe.getByRole('combobox', { name: 'Plan' }), plan);
  await expect(subscribe.getByRole('checkbox', { name: 'Start with the trial' })).toBeChecked();
  await expect(subscribe.getByRole('status')).toContainText('A trial of 14 days, then 49,90 €');
  await subscribe.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByText('Business subscribed')).toBeVisible();

  const detail = page.getByRole('dialog', { name: 'Subscription of Blue Bay Travel' });
  await expect(detail).toContainText('Trial');
  await expect(detail).toContainText(plan);
  await expect(detail).toContainText('Not invoiced');
  const url = page.url();
  // Checked once the toast has gone: its colours are the toast library's.
  await expect(page.getByText('Business subscribed')).toBeHidden({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  try {
    // Past the trial, the renewal issues the provider's invoice for the first paid month.
    await serverClock.move({ advanceMs: 15 * DAY });
    const invoice = detail.getByRole('link', { name: /^Invoice / });
    await expect(async () => {
      await page.goto(url);
      await expect(invoice).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 90_000 });
    await expect(detail).toContainText('Unpaid');
    const invoiceNumber = ((await invoice.textContent()) ?? '').replace(/^Invoice /, '');
    expect(invoiceNumber).not.toBe('');

    // Blue Bay's executive finds it among the invoices other businesses sent it.
    const blueBay = await browser.newPage();
    await openAs(blueBay, 'executive-blue-bay', '/accounting?tab=received');
    await blueBay
      .getByRole('searchbox', { name: 'Search number, recipient or notes' })
      .fill(invoiceNumber);
    // Each issuer numbers its own series: Aroma Cafe's invoices to Blue Bay may carry the same
    // number, so the provider's is the one in the row of its issuer.
    const fromProvider = blueBay
      .getByRole('row')
      .filter({ has: blueBay.getByRole('cell', { name: 'Demo Provider', exact: true }) });
    await expect(
      fromProvider.getByRole('link', { name: invoiceNumber, exact: true }),
    ).toBeVisible();
    await fromProvider.getByRole('link', { name: invoiceNumber, exact: true }).click();
    await expect(blueBay.getByText(`Invoice from Demo Provider`)).toBeVisible();

    // The provider records the payment on its invoice.
    await invoice.click();
    await expect(heading(page, invoiceNumber)).toBeVisible(LOAD);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Record a payment' });
    // What is due: the month's price with the provider's VAT.
    // Prefilled to the cent, in the one money style.
    await expect(pay.getByLabel('Amount')).toHaveValue(/^\d+,\d\d$/);
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByTestId('invoice-status')).toContainText('Paid');

    await page.goto(url);
    await expect(detail.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(detail).toContainText('Paid');
    await expect(detail).not.toContainText('Unpaid');
    await expect(
      page.getByRole('table', { name: 'Subscriptions' }).getByRole('row', {
        name: /Blue Bay Travel/,
      }),
    ).toContainText('Active');

    // Blue Bay's own staff read their plan on the business profile.
    await blueBay.goto('/business-profile');
    const mine = blueBay.getByTestId('my-subscription');
    await expect(mine).toContainText(plan, LOAD);
    await expect(mine).toContainText('Active');
    await expect(blueBay.getByRole('alert')).toHaveCount(0);

    // Two months on, the next month's invoice went unpaid a week past its due day: past due, and
    // the business profile says what to do.
    await serverClock.move({ advanceMs: 70 * DAY });
    await expect(async () => {
      await blueBay.goto('/business-profile');
      await expect(blueBay.getByTestId('my-subscription')).toContainText('Past due', {
        timeout: 20_000,
      });
    }).toPass({ timeout: 90_000 });
    const banner = blueBay.getByRole('alert').filter({ hasText: 'Your subscription is past due' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Open received invoices' }).click();
    await expect(blueBay).toHaveURL(/\/accounting\?tab=received$/);
    await blueBay.close();
  } finally {
    await serverClock.move({ reset: true });
  }
});

test('a Lifestyle Gold member sees the members-only offer in the wallet, and the cashier sees the tier on redeeming it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  await cancelDemoCustomerLifestyle(request);
  // An offer of Aroma Cafe of this test's own: reserving a demo offer would hide it from others.
  const title = uniqueName('Members Brunch');
  const offerId = await createOffer(
    request,
    await apiToken(request, 'exec@demo.test', 'Aroma Cafe'),
    { title, offerPriceMinor: 1200 },
  );
  await approveOffer(request, await apiToken(request, 'admin@demo.test', 'Demo Provider'), offerId);

  // The provider enrols the demo customer in Lifestyle Gold.
  await openAs(page, 'admin', '/lifestyle-members');
  await expect(heading(page, 'Lifestyle Members')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tiers' })).toContainText('Gold');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enrol' }).click();
  const enrol = page.getByRole('dialog', { name: 'Enrol a customer' });
  await enrol
    .getByRole('searchbox', { name: 'Find the customer by name or email' })
    .fill('Demo Customer');
  await chooseOption(enrol.getByRole('combobox', { name: 'Customer' }), 'Demo Customer');
  await chooseOption(enrol.getByRole('combobox', { name: 'Tier' }), /^Gold ·/);
  await enrol.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('Customer enrolled')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('Demo Customer');
  const row = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row', { name: /Demo Customer/ })
    .filter({ hasText: 'Active' });
  await expect(row).toContainText('Gold');

  // The Aroma offer is reserved for Gold members.
  await page.getByRole('button', { name: 'Mark an offer members-only' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark an offer members-only' });
  await mark.getByRole('searchbox', { name: 'Find an approved offer by its title' }).fill(title);
  const offers = mark.getByRole('combobox', { name: 'Offer' });
  // The search has answered when the list holds the empty choice and the one offer of that title.
  await expect(offers.locator('option')).toHaveCount(2);
  await offers.selectOption({ label: `${title} · Aroma Cafe` });
  await mark.getByRole('combobox', { name: 'Tier' }).selectOption({ label: 'Gold' });
  await mark.getByRole('button', { name: 'Reserve for members' }).click();
  await expect(page.getByText('The offer is now for members only')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Members-only offers' })
      .getByRole('row', { name: new RegExp(title) }),
  ).toContainText('Gold');

  // The member's wallet shows it with its badge, and the customer takes it.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  const wallet = await (await browser.newContext({ ...phone, baseURL })).newPage();
  await wallet.goto('/wallet/demo-wallet');
  await expect(wallet.getByRole('heading', { name: 'Offers for you' })).toBeVisible();
  const offer = wallet.getByRole('listitem').filter({ hasText: title });
  await expect(offer.getByText('Members only · Gold')).toBeVisible();
  await offer.getByRole('button', { name: `Take ${title}` }).click();
  await expect(wallet.getByText('Added to your wallet')).toBeVisible();
  await expect(wallet.getByRole('article', { name: title })).toBeVisible();
  await wallet.context().close();

  // The cashier scans it: redeemed, and the sheet says whose membership it is.
  await redeemDemoCoupon(request, baseURL, title, async (result) => {
    await expect(result.getByText('Member: Lifestyle Gold')).toBeVisible();
  });
});
