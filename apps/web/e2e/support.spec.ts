import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  devices,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { MESSAGES } from '@back-office/domain/messages';
import { apiToken, graphql, PNG_PIXEL, uniqueName } from './api';
import { writeQrVideo } from './fake-camera';
import { approveOffer, createOffer, takeOfferAndShowQr } from './marketplace-api';
import { openAs } from './roles';

// Tickets and the notifications they bring. The cashier's unread count is read in one
// test and cleared in another, so the tests of this file run one after the other (each still
// runs when an earlier one failed).
test.describe.configure({ mode: 'default' });

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

let videoDir: string;
test.beforeAll(() => {
  videoDir = mkdtempSync(join(tmpdir(), 'back-office-support-camera-'));
});
test.afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

function launchWithCamera(file: string): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}

// The bell's unread count as shown (no badge: none).
async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

async function openTicket(
  request: APIRequestContext,
  token: string,
  subject: string,
): Promise<{ _id: string; number: number }> {
  const data = await graphql<{
    support: {
      open: { success: boolean; message: string; ticket: { _id: string; number: number } };
    };
  }>(
    request,
    `
      mutation ($input: TicketInput!) {
        support {
          open(input: $input) {
            success
            message
            ticket {
              _id
              number
            }
          }
        }
      }
    `,
    {
      input: { subject, category: 'technical', priority: 'normal', message: `${subject}: details` },
    },
    token,
  );
  expect(data.support.open.success, data.support.open.message).toBe(true);
  return data.support.open.ticket;
}

/** The provider's admin answers a ticket through the API. */
async function reply(request: APIRequestContext, admin: string, ticketId: string, message: string) {
  const data = await graphql<{ support: { reply: { success: boolean; message: string } } }>(
    request,
    `
      mutation ($input: TicketReplyInput!) {
        support {
          reply(input: $input) {
            success
            message
          }
        }
      }
    `,
    { input: { ticketId, message } },
    admin,
  );
  expect(data.support.reply.success, data.support.reply.message).toBe(true);
}

test('a cashier reports a problem from a failed scan: the ticket shows its outcome code', async ({
  request,
  baseURL,
}) => {
  test.slow();
  // A fresh coupon whose QR code carries a token that is not the server's: INVALID_TOKEN.
  const title = uniqueName('Support Espresso');
  const offerId = await createOffer(
    request,
    await apiToken(request, 'exec@demo.test', 'Aroma Cafe'),
    { title, offerPriceMinor: 250 },
  );
  await approveOffer(request, await apiToken(request, 'admin@demo.test', 'Demo Provider'), offerId);
  const qr = await takeOfferAndShowQr(request, title);
  const video = join(videoDir, 'invalid-token.y4m');
  writeQrVideo(video, JSON.stringify({ ...qr, token: `${qr.token}x` }));

  const camera = await launchWithCamera(video);
  try {
    const cashier = await (await camera.newContext({ ...phone, baseURL })).newPage();
    await openAs(cashier, 'cashier');
    await cashier
      .getByRole('dialog', { name: 'Add to Home Screen' })
      .getByRole('button', { name: 'Maybe Later' })
      .click();

    // The scan fails; "Report a problem" on its result shows the code and its hint.
    await cashier.getByRole('button', { name: 'Open QR scanner' }).click();
    const failed = cashier.getByRole('dialog', { name: 'Scan Failed' });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed.getByText('INVALID_TOKEN')).toBeVisible();
    await failed.getByRole('button', { name: 'Report a problem' }).click();
    const report = cashier.getByRole('dialog', { name: 'Report a problem' });
    await expect(report.getByTestId('ticket-report-outcome')).toContainText('INVALID_TOKEN');
    await expect(report.getByTestId('ticket-report-outcome')).toContainText(
      MESSAGES.invalidTokenHint,
    );
    await expect(report.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Problem with a scan: INVALID_TOKEN',
    );
    await expect(report.getByRole('combobox', { name: 'Category' })).toHaveValue('coupons');
    const subject = `Problem with a scan: INVALID_TOKEN ${uniqueName('at the till')}`;
    await report.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await report
      .getByRole('textbox', { name: 'Message' })
      .fill('The customer had just opened the code.');
    await report.getByRole('button', { name: 'Send ticket' }).click();
    // Sent: the dialog closes. A refusal is said inside it, and shown here should the test fail.
    await expect
      .poll(async () => {
        if (!(await report.isVisible())) return 'sent';
        const alert = report.getByRole('alert');
        return (await alert.count()) > 0 ? await alert.innerText() : 'still open';
      })
      .toBe('sent');
    await expect(cashier.getByText(/^Ticket #\d+ opened$/)).toBeVisible();

    // The scan is in the history; reported from there, the ticket names the scan and its outcome.
    await cashier.goto('/scanner-history?view=merchant');
    const row = cashier
      .getByRole('list', { name: 'Scanner History' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .first();
    await row
      .getByRole('button', { name: 'Report a problem with this INVALID_TOKEN scan' })
      .click();
    const fromHistory = cashier.getByRole('dialog', { name: 'Report a problem' });
    await expect(fromHistory).toContainText('This ticket will be about this scan.');
    await expect(fromHistory.getByTestId('ticket-report-outcome')).toContainText(
      MESSAGES.invalidTokenHint,
    );
    const historySubject = uniqueName('Scanner refused a fresh code');
    await fromHistory.getByRole('textbox', { name: 'Subject' }).fill(historySubject);
    await fromHistory.getByRole('textbox', { name: 'Message' }).fill('Reported from the history.');
    await fromHistory.getByRole('button', { name: 'Send ticket' }).click();
    await expect(fromHistory).toBeHidden();

    // Both tickets are listed and name the scan with its outcome code.
    await cashier.goto('/support');
    await cashier.getByRole('link', { name: subject }).click();
    await expect(cashier.getByRole('heading', { level: 1 })).toContainText(subject);
    await expect(cashier.getByTestId('ticket-about-code')).toHaveText('INVALID_TOKEN');
    await cashier.goto('/support');
    await cashier.getByRole('link', { name: historySubject }).click();
    await expect(cashier.getByRole('heading', { level: 1 })).toContainText(historySubject);
    await expect(cashier.getByTestId('ticket-about-code')).toHaveText('INVALID_TOKEN');
  } finally {
    await camera.close();
  }
});

test('a new ticket from /support: its fields are checked, an image is attached, and it downloads from the ticket', async ({
  page,
}) => {
  await openAs(page, 'cashier', '/support');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText('Enter a subject')).toBeVisible();
  await expect(dialog.getByText('Enter a message')).toBeVisible();

  const subject = uniqueName('Logo upload looks blurry');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('<script>alert(1)</script>');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText('Script tags are not allowed')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('See the attached screenshot.');
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('technical');

  await dialog.getByTestId('ticket-attachment-input').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: PNG_PIXEL,
  });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'screenshot.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send ticket' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);
  await expect(page.getByText(/^Ticket #\d+ opened$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /screenshot\.png/ }).click();
  expect((await download).suggestedFilename()).toBe('screenshot.png');
});

test('the admin replies and adds an internal note; the cashier sees the reply arrive live, never the note', async ({
  browser,
  page: cashier,
  request,
}) => {
  const subject = uniqueName('Coupon value looks wrong');
  const ticket = await openTicket(
    request,
    await apiToken(request, 'cashier@demo.test', 'Aroma Cafe'),
    subject,
  );
  const ticketPath = `/support/${ticket._id}`;
  const number = ticket.number;
  await openAs(cashier, 'cashier', ticketPath);
  await expect(cashier.getByRole('heading', { level: 1 })).toContainText(subject);

  const adminContext = await browser.newContext();
  try {
    // The cashier's bell is live before the admin answers.
    const bell = cashier.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('data-live', 'connected');
    await cashier.waitForLoadState('networkidle');
    const before = await unread(cashier);

    // The admin replies, then writes an internal note.
    const admin = await adminContext.newPage();
    await openAs(admin, 'admin', ticketPath);
    const replyText = uniqueName('Please ask the customer to open a new code');
    await admin.getByRole('textbox', { name: 'Your reply' }).fill(replyText);
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByRole('listitem').filter({ hasText: replyText })).toBeVisible();
    const noteText = uniqueName('Checked the logs: their clock is off');
    await admin.getByRole('checkbox', { name: 'Internal note' }).check();
    await admin.getByRole('textbox', { name: /^Internal note/ }).fill(noteText);
    await admin.getByRole('button', { name: 'Add note' }).click();
    const note = admin.getByRole('listitem').filter({ hasText: noteText });
    await expect(note).toBeVisible();
    await expect(note.getByText('Internal note', { exact: true })).toBeVisible();

    // Without a reload the cashier's count goes up and the reply is in the bell.
    await expect.poll(() => unread(cashier)).toBeGreaterThan(before);
    await bell.click();
    const panel = cashier.getByRole('region', { name: 'Notifications', exact: true });
    const item = panel.getByRole('link', { name: new RegExp(`New reply on ticket #${number}`) });
    await expect(item.first()).toBeVisible();
    await item.first().click();
    await expect(cashier).toHaveURL(new RegExp(`${ticketPath}$`));
    await expect(cashier.getByText(replyText)).toBeVisible();
    await expect(cashier.getByText(noteText)).toHaveCount(0);
    await expect(cashier.getByText('Internal note', { exact: true })).toHaveCount(0);
    // A requester has no note to write.
    await expect(cashier.getByRole('checkbox', { name: 'Internal note' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});

test('the admin merges a duplicate ticket into another: it becomes read-only and points there', async ({
  page,
  request,
}) => {
  const cashier = await apiToken(request, 'cashier@demo.test', 'Aroma Cafe');
  const survivor = await openTicket(request, cashier, uniqueName('Printer jams'));
  const duplicate = await openTicket(request, cashier, uniqueName('Printer jams again'));

  await openAs(page, 'admin', `/support/${duplicate._id}`);
  await page.getByRole('button', { name: 'Merge into…' }).click();
  const merge = page.getByRole('dialog', { name: `Merge ticket #${duplicate.number}` });
  await merge.getByRole('textbox', { name: 'Ticket number' }).fill(String(survivor.number));
  await expect(merge.getByRole('combobox', { name: 'Merge into…' })).toHaveValue(survivor._id);
  await merge.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Merge this ticket?' });
  await expect(confirm).toContainText(
    `#${duplicate.number} will be merged into #${survivor.number}`,
  );
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(confirm).toBeHidden();

  await expect(
    page.getByText(`This ticket was merged into ticket #${survivor.number} and is read-only`),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Reply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Merge into…' })).toHaveCount(0);
  await page.getByRole('link', { name: `#${survivor.number}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/support/${survivor._id}$`));
  await expect(page.getByRole('form', { name: 'Reply' })).toBeVisible();
});

test('after a dropped connection the bell catches up on what it missed', async ({
  page: cashier,
  request,
}) => {
  const cashierToken = await apiToken(request, 'cashier@demo.test', 'Aroma Cafe');
  const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const ticket = await openTicket(request, cashierToken, uniqueName('Card reader offline'));

  // The notifications' websocket goes through the test, which can drop it and keep it down.
  let down = false;
  const sockets: WebSocketRoute[] = [];
  await cashier.routeWebSocket(/\/graphql$/, (socket) => {
    if (down) return socket.close({ code: 1012, reason: 'down for the test' });
    socket.connectToServer();
    sockets.push(socket);
  });
  await openAs(cashier, 'cashier', '/support');
  const bell = cashier.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-live', 'connected');
  await cashier.waitForLoadState('networkidle');
  const before = await unread(cashier);

  down = true;
  await sockets.at(-1)!.close({ code: 1012, reason: 'dropped by the test' });
  await expect(bell).toHaveAttribute('data-live', 'offline');
  await reply(request, admin, ticket._id, 'Answered while you were offline.');
  const caughtUp = cashier.waitForRequest((sent) =>
    (sent.postData() ?? '').includes('NotificationsSince'),
  );
  down = false;
  await expect(bell).toHaveAttribute('data-live', 'connected', { timeout: 30_000 });
  await caughtUp;
  await expect.poll(() => unread(cashier)).toBeGreaterThan(before);
  await bell.click();
  await expect(
    cashier
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('link', { name: new RegExp(`New reply on ticket #${ticket.number}`) }),
  ).toBeVisible();
});

test('“Mark all as read” clears the count, and the notifications page lists what was read', async ({
  page,
  request,
}) => {
  const cashier = await apiToken(request, 'cashier@demo.test', 'Aroma Cafe');
  const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const ticket = await openTicket(request, cashier, uniqueName('Receipt shows the wrong VAT'));
  await reply(request, admin, ticket._id, 'We are on it.');

  await openAs(page, 'cashier', '/notifications');
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(
    panel.getByRole('link', { name: new RegExp(`New reply on ticket #${ticket.number}`) }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Still none after a reload; the page's Unread tab is empty, the Read tab has the reply.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Unread', exact: true }).click();
  await expect(page.getByText('No notifications here.')).toBeVisible();
  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(`New reply on ticket #${ticket.number}`) }),
  ).toBeVisible();
});
