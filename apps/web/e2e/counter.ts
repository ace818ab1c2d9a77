import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, type APIRequestContext, type Locator } from '@playwright/test';
import { launchWithCamera, writeQrVideo } from './fake-camera';
import { walletQrText } from './marketplace-api';
import { openOnPhone } from './roles';

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

/**
 * The cashier of Aroma Cafe films the demo wallet's coupon of `title` with a phone's camera and
 * sees it redeemed; `check` reads more of the result sheet.
 */
export async function redeemDemoCoupon(
  request: APIRequestContext,
  baseURL: string | undefined,
  title: string,
  check: (result: Locator) => Promise<void> = async () => {},
): Promise<void> {
  const videoDir = mkdtempSync(join(tmpdir(), 'back-office-camera-'));
  const video = join(videoDir, 'coupon.y4m');
  writeQrVideo(video, await walletQrText(request, 'demo-wallet', title));
  const camera = await launchWithCamera(video);
  try {
    const context = await camera.newContext({ ...phone, baseURL });
    const cashier = await context.newPage();
    await openOnPhone(cashier, 'cashier');
    await cashier.getByRole('button', { name: 'Open QR scanner' }).click();
    const result = cashier.getByRole('dialog', { name: 'Successfully Redeemed!' });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByText(title)).toBeVisible();
    await check(result);
  } finally {
    await camera.close();
    rmSync(videoDir, { recursive: true, force: true });
  }
}
