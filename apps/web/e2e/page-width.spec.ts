import { expect, test, type Page } from '@playwright/test';
import { canEnterRoute } from '@back-office/domain/actions';
import { matchPath, PROTECTED_ROUTES } from '@back-office/domain/routes';
import type { AppRole } from '@back-office/domain/roles';
import { sessionFile, type Role } from './roles';

// Every page a role may enter, from the route table, at a laptop's and a phone's width, in
// English and in Greek: nothing may be wider than the screen (a wide table scrolls inside its own
// region, a tab strip wraps or scrolls). Each tab of a page is looked at too.
const ROLES: Readonly<Record<string, AppRole>> = {
  admin: 'ADMIN',
  'executive-aroma': 'EXECUTIVE',
  accountant: 'ACCOUNTANT',
  marketing: 'MARKETING',
  sales: 'SALES',
  cashier: 'CASHIER',
  employee: 'EMPLOYEE',
};
const WIDTHS = [1440, 390] as const;
const LANGUAGES = ['en', 'el'] as const;
const HEIGHT = { 1440: 900, 390: 844 } as const;

// Requests the page has sent and not yet had answered: a page is measured once they are done,
// so a table that arrives later is measured too.
function trackRequests(page: Page) {
  let open = 0;
  let settled: (() => void) | null = null;
  const done = () => {
    open = Math.max(0, open - 1);
    if (open === 0) settled?.();
  };
  page.on('request', () => {
    open += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    open === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          settled = resolve;
        });
}

// The shell and the tables choose their phone or desktop layout when the viewport's media query
// changes, which the browser reports at its next rendering; two frames later it is drawn.
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
}

// Client-side navigation: the router follows history, so the shell is not loaded again for
// every page.
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test('no page is wider than the screen, for any role, width or language', async ({ page }) => {
  test.setTimeout(40 * 60_000);
  const idle = trackRequests(page);
  const failures: string[] = [];
  const missing: string[] = [];
  let measured = 0;

  const measure = async (label: string) => {
    await idle();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await nextFrames(page);
      await idle();
      const size = await overflow(page);
      measured += 1;
      if (size.scrollWidth > size.innerWidth) {
        failures.push(`${label} at ${width}: ${size.scrollWidth} px wide`);
        console.log(`too wide: ${failures.at(-1)}`);
      }
    }
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });
  };

  for (const [role, appRole] of Object.entries(ROLES)) {
    const routes = PROTECTED_ROUTES.filter((route) => canEnterRoute(route.path, appRole));
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });
      await page.addInitScript((lang) => {
        localStorage.setItem('back-office.language', lang);
      }, language);
      // The shell's own buttons are named in the language shown, so the page is known to be
      // ready by its heading.
      await page.context().setStorageState(sessionFile(role as Role));
      await page.goto('/profile');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const links = new Set<string>();
      const visit = async (path: string) => {
        await goTo(page, path);
        await measure(`${role} ${language} ${path}`);
        const tabs = page.getByRole('main').getByRole('tab');
        for (let i = 1; i < (await tabs.count()); i += 1) {
          const name = (await tabs.nth(i).textContent())?.trim() ?? String(i);
          await tabs.nth(i).click();
          await measure(`${role} ${language} ${path} (tab ${name})`);
        }
        for (const href of await page
          .getByRole('main')
          .locator('a[href^="/"]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))
          links.add(href);
      };
      for (const route of routes.filter((r) => !r.path.includes(':'))) await visit(route.path);
      // A page of one thing (an invoice, a ticket) is entered by a link from its list.
      for (const route of routes.filter((r) => r.path.includes(':'))) {
        const found = [...links].find((href) => matchPath(route.path, href) !== null);
        if (found) await visit(found);
        else missing.push(`${role} ${language} ${route.path}`);
      }
    }
  }

  console.log(`measured ${measured} page widths; no link found to ${missing.join(', ') || 'none'}`);
  expect(failures).toEqual([]);
  expect(measured).toBeGreaterThan(100);
});
