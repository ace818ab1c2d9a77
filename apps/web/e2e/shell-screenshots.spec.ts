import { expect, test, type Page } from '@playwright/test';
import { sidebarWidth } from './shell-support';
import { openAs } from './roles';

// The shell at desktop and phone widths, in both themes, saved with the run's output
// (test-results/) and attached to the report.
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (isDark !== (theme === 'dark')) await toggle.click();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the shell at ${name} width, ${theme}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await openAs(page, 'admin');
      await useTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const path = testInfo.outputPath(`shell-${name}-${theme}.png`);
      await page.screenshot({ path, fullPage: false });
      await testInfo.attach(`shell-${name}-${theme}`, { path, contentType: 'image/png' });

      if (name === 'desktop') {
        await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
        await expect.poll(() => sidebarWidth(page)).toBe(90);
        const collapsed = testInfo.outputPath(`shell-${name}-${theme}-collapsed.png`);
        await page.screenshot({ path: collapsed });
        await testInfo.attach(`shell-${name}-${theme}-collapsed`, {
          path: collapsed,
          contentType: 'image/png',
        });
      }
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        const drawer = testInfo.outputPath(`shell-${name}-${theme}-drawer.png`);
        await page.screenshot({ path: drawer });
        await testInfo.attach(`shell-${name}-${theme}-drawer`, {
          path: drawer,
          contentType: 'image/png',
        });
      }
    });
  }
}
