import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sessionFile, type Role } from './roles';

// Every demo role, as it starts its day: it lands, its home (/) shows its own figures, and every
// usable item of its sidebar opens a page, at 1440 and 390 px, in English and Greek, with no
// error toast, no section or page error and no FORBIDDEN among the server's answers. One test
// per role sweeps the four views.

const SHOTS = '/tmp/shots-homes';
const LANGUAGES = ['en', 'el'] as const;
type Language = (typeof LANGUAGES)[number];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

// The error screens' titles and the phone's menu button, in both languages.
const ERROR_TEXT =
  /Unable to load this section|Oops! Something went wrong|Δεν είναι δυνατή η φόρτωση αυτής της ενότητας|Ωχ! Κάτι πήγε στραβά/;
const OPEN_MENU = { en: 'Open menu', el: 'Άνοιγμα μενού' } satisfies Record<Language, string>;
const MAIN_NAVIGATION = { en: 'Main navigation', el: 'Κύρια πλοήγηση' } satisfies Record<
  Language,
  string
>;

interface RoleHome {
  role: Role;
  landing: string;
  // The home's own figures, whichever the language.
  figures: (main: Locator) => Promise<void>;
}

const amount = /\d[\d.,]*\s?€/;
const adminFigures = async (main: Locator) => {
  await expect(main.getByTestId('figure-redeemed-value')).toContainText(amount);
  await expect(main.getByTestId('figure-active-merchants')).toContainText(/\d/);
};

const HOMES: RoleHome[] = [
  { role: 'su', landing: '/', figures: adminFigures },
  { role: 'admin', landing: '/', figures: adminFigures },
  {
    role: 'executive-aroma',
    landing: '/',
    figures: async (main) => {
      await expect(main.getByTestId('figure-redemptions')).toContainText(/\d/);
    },
  },
  {
    role: 'accountant',
    landing: '/accounting',
    figures: async (main) => {
      await expect(main.getByTestId('home-receivables')).toContainText(amount);
      // The demo data has overdue invoices of Aroma Cafe, each linking to its page.
      await expect(
        main.getByTestId('home-overdue-invoices').getByRole('link', { name: /^INV-/ }).first(),
      ).toBeVisible();
      await expect(main.getByTestId('home-vat')).toContainText(amount);
    },
  },
  {
    role: 'marketing',
    landing: '/',
    figures: async (main) => {
      const performance = main.getByTestId('home-offers-performance');
      await expect(performance.getByRole('listitem', { name: 'Breakfast for Two' })).toContainText(
        amount,
      );
      await expect(main.getByTestId('home-campaigns-spent')).toContainText(amount);
    },
  },
  {
    role: 'sales',
    landing: '/sales',
    figures: async (main) => {
      await expect(main.getByTestId('home-scans-today')).toContainText(/\d/);
      await expect(main.getByTestId('home-sales-today')).toBeVisible();
    },
  },
  {
    role: 'cashier',
    landing: '/scanner-history?view=merchant',
    figures: async (main) => {
      await expect(main.getByTestId('home-scans-today')).toContainText(/\d/);
      await expect(main.getByTestId('home-redeemed-today')).toContainText(/\d/);
    },
  },
  {
    role: 'employee',
    landing: '/',
    figures: async (main) => {
      await expect(main.getByTestId('home-my-business')).toContainText('Aroma Cafe');
      await expect(main.getByTestId('home-my-training')).toBeVisible();
      await expect(main.getByTestId('home-my-tickets')).toBeVisible();
    },
  },
];

// Every GraphQL answer the page receives, read as it arrives; `settled` waits for those read so far.
function watchAnswers(page: Page) {
  const reading: Promise<void>[] = [];
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const operation = (response.request().postDataJSON() as { operationName?: string } | null)
      ?.operationName;
    reading.push(
      response
        .text()
        .then((body) => {
          if (body.includes('"FORBIDDEN"')) forbidden.push(`${page.url()} ${operation}: ${body}`);
        })
        .catch(() => undefined),
    );
  });
  return {
    forbidden,
    settled: () => Promise.all(reading),
  };
}

// A page has opened well: its heading shows, its requests have finished, and no error shows.
async function expectPageWithoutError(page: Page, what: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }), what).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(ERROR_TEXT), what).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast][data-type="error"]'), what).toHaveCount(0);
}

// The sidebar's usable items: links, not the disabled entries (role="link" without an href).
async function enabledMenuPaths(page: Page, language: Language, phone: boolean) {
  if (phone) await page.getByRole('button', { name: OPEN_MENU[language] }).click();
  const nav = page.getByRole('navigation', { name: MAIN_NAVIGATION[language] });
  const paths = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  if (phone) await page.keyboard.press('Escape');
  return paths;
}

async function openMenuItem(page: Page, path: string, language: Language, phone: boolean) {
  if (phone) await page.getByRole('button', { name: OPEN_MENU[language] }).click();
  await page
    .getByRole('navigation', { name: MAIN_NAVIGATION[language] })
    .locator(`a[href="${path}"]`)
    .click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

for (const home of HOMES) {
  test(`${home.role}: lands, sees its home and opens every menu item, 1440 and 390 px, English and Greek`, async ({
    browser,
  }, testInfo) => {
    // Four views of up to twenty pages each, on a shared two-core machine.
    testInfo.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const phone = viewport.width < 768;
        const view = `${home.role} ${language} ${viewport.width}px`;
        const context = await browser.newContext({
          storageState: sessionFile(home.role),
          viewport,
          baseURL: testInfo.project.use.baseURL,
        });
        await context.addInitScript((chosen) => {
          localStorage.setItem('back-office.language', chosen);
        }, language);
        const page = await context.newPage();
        const answers = watchAnswers(page);

        await page.goto(home.landing);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectPageWithoutError(page, `${view}: landing ${home.landing}`);

        if (home.landing !== '/') await page.goto('/');
        await expectPageWithoutError(page, `${view}: home`);
        await home.figures(page.getByRole('main'));
        await page.screenshot({
          path: `${SHOTS}/${home.role}-${language}-${viewport.width}.png`,
          fullPage: true,
        });

        const paths = await enabledMenuPaths(page, language, phone);
        expect(paths.length, view).toBeGreaterThan(0);
        for (const path of paths) {
          await openMenuItem(page, path, language, phone);
          await expectPageWithoutError(page, `${view}: ${path}`);
        }

        await answers.settled();
        expect(answers.forbidden, view).toEqual([]);
        await context.close();
      }
    }
  });
}
