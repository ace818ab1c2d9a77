import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signIn } from './support';

export interface MenuEntry {
  name: string;
  disabled: boolean;
}

// The main navigation as assistive technology reads it: each link or button, in order, and
// whether it is disabled.
export async function menuEntries(page: Page): Promise<MenuEntry[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const snapshot = await nav.ariaSnapshot();
  return [...snapshot.matchAll(/- (?:link|button) "([^"]+)"( \[disabled\])?/g)].map((match) => ({
    name: match[1] ?? '',
    disabled: match[2] !== undefined,
  }));
}

export async function sidebarWidth(page: Page): Promise<number> {
  const box = await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox();
  return Math.round(box?.width ?? 0);
}

// The shell's own sidebar toggle: while it shows, the shell (and its shortcuts) is there. The
// sign-in page stays on screen while the shell's code loads, so a heading proves nothing.
export function shellReady(page: Page) {
  return expect(
    page.getByRole('button', { name: /^(Collapse sidebar|Expand sidebar|Open menu)$/ }),
  ).toBeVisible();
}

// Signs in and waits for the landing page inside the shell.
export async function enterShell(page: Page, email: string, landing: string): Promise<void> {
  await signIn(page, email, landing);
  await shellReady(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

// The serious and critical findings of axe-core on the page as it is now, one line each.
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
}
