import { expect, test } from '@playwright/test';
import { apiToken, graphql, uniqueName } from './api';
import { openAs } from './roles';

interface Saved {
  accounting: { createDraft: { invoice: { _id: string } } };
}
interface Payments {
  accounting: { get: { paidMinor: number; payments: { amountMinor: number }[] } };
}

test('a payment whose answer is lost on the way back is sent again and recorded once', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'exec@demo.test', 'Blue Bay Travel');
  const saved = await graphql<Saved>(
    request,
    `
      mutation ($input: InvoiceDraftInput!) {
        accounting {
          createDraft(input: $input) {
            invoice {
              _id
            }
          }
        }
      }
    `,
    {
      input: {
        recipientKind: 'customer',
        recipientId: await aCustomer(request, token),
        lines: [
          {
            description: uniqueName('Catering'),
            quantity: 1,
            unitPriceMinor: 10_000,
            discountMinor: 0,
            vatRateBp: 1900,
          },
        ],
      },
    },
    token,
  );
  const id = saved.accounting.createDraft.invoice._id;
  await graphql(
    request,
    `
      mutation ($id: ID!) {
        accounting {
          post(id: $id) {
            success
          }
        }
      }
    `,
    { id },
    token,
  );

  await openAs(page, 'executive-blue-bay', `/accounting/${id}`);
  await expect(page.getByTestId('invoice-status')).toContainText('Not paid');

  // The first attempt reaches the server, which records the payment and answers; the answer is
  // then cut off, as a dropped connection would. Later attempts pass untouched.
  const keys: (string | undefined)[] = [];
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('recordPayment')) return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.fallback();
    const answer = await route.fetch();
    expect(answer.ok()).toBe(true);
    return route.abort('connectionreset');
  });

  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record a payment' });
  await pay.getByLabel('Amount').fill('40');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('invoice-status')).toContainText('Partially paid');
  await expect(page.getByTestId('invoice-due')).toHaveText('79,00 €');

  // Sent twice under one key, recorded once.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const read = await graphql<Payments>(
    request,
    `
      query ($id: ID!) {
        accounting {
          get(id: $id) {
            paidMinor
            payments {
              amountMinor
            }
          }
        }
      }
    `,
    { id },
    token,
  );
  expect(read.accounting.get).toEqual({ paidMinor: 4_000, payments: [{ amountMinor: 4_000 }] });
});

// A customer of Blue Bay Travel. The invoice is Blue Bay's own, to a customer: other tests find
// Aroma Cafe's and the provider's numbers in Blue Bay's received invoices, and Aroma's drafts.
async function aCustomer(request: Parameters<typeof graphql>[0], token: string) {
  const found = await graphql<{ accounting: { recipients: { _id: string; kind: string }[] } }>(
    request,
    `
      query {
        accounting {
          recipients {
            _id
            kind
          }
        }
      }
    `,
    {},
    token,
  );
  return found.accounting.recipients.find((r) => r.kind === 'customer')!._id;
}
