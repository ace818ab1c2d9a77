import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you are looking for!")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home Page' }).click();
  // Home needs a session; signed out, it leads on to the sign-in page.
  await page.waitForURL('**/signin');
});

test('two-step verification: six boxes with paste, arrows and backspace; Verify only alerts', async ({
  page,
}) => {
  await page.goto('/two-step-verification');
  const box = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });
  await box(1).focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '12 34-56');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  for (const [n, digit] of [
    [1, '1'],
    [2, '2'],
    [3, '3'],
    [4, '4'],
    [5, '5'],
    [6, '6'],
  ] as const)
    await expect(box(n)).toHaveValue(digit);
  await expect(box(6)).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect(box(5)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(box(6)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(6)).toHaveValue('');
  await page.keyboard.press('Backspace');
  await expect(box(5)).toBeFocused();
  await expect(box(5)).toHaveValue('');
  await page.keyboard.type('x9');
  await expect(box(5)).toHaveValue('9');
  await expect(box(6)).toBeFocused();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) requests.push(request.url());
  });
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => alerts).toEqual([expect.stringMatching(/^alert: .*12349/)]);
  expect(requests).toEqual([]);
  await expect(page.getByRole('link', { name: 'Resend' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
});

test('reset password reports the email problem and the outcome as toasts', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/reset-password');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill('cashier@demo.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset link sent successfully!')).toBeVisible();
});

test('the reset link page refuses a missing or unknown token and checks the new password', async ({
  page,
}) => {
  await page.goto('/reset-password/confirm');
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );

  await page.goto('/reset-password/confirm?token=not-a-real-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('textbox', { name: 'New password', exact: true }),
  ).toHaveAccessibleDescription('Password must be at least 8 characters long');
  await expect(
    page.getByRole('textbox', { name: 'Confirm new password' }),
  ).toHaveAccessibleDescription('Passwords do not match');

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-1');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Brand-new-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
});

test('the public pages work on a phone-sized screen with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signin');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('sales@demo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome back! Redirecting you to Sales...')).toBeVisible();
  await page.waitForURL('**/sales');
});

test('the reset link page reports a reused password and a completed reset', async ({ page }) => {
  // A real reset token only reaches the email outbox; the answers are the server's documented ones.
  const answers = ['SAME_PASSWORD', 'PASSWORD_RESET'];
  await page.route('**/graphql', (route) => {
    const messageCode = answers.shift();
    return route.fulfill({
      json: {
        data: {
          employee: {
            completePasswordReset: { success: messageCode === 'PASSWORD_RESET', messageCode },
          },
        },
      },
    });
  });
  await page.goto('/reset-password/confirm?token=emailed-token');
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill('Demo1234');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Demo1234');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(password).toHaveAccessibleDescription(
    'New password must be different from the current password',
  );

  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await page.waitForURL('**/signin');
});
