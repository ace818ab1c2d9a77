import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '@back-office/domain/routes';
import { PAGE_TITLES, pageTitleFor } from './page-titles';
import { PROTECTED_PAGES } from './protected-pages';

describe('the web knows every page of the route table', () => {
  const paths = PROTECTED_ROUTES.map((route) => route.path).sort();

  it('has a lazily loaded page for each route, and none besides', () => {
    expect(Object.keys(PROTECTED_PAGES).sort()).toEqual(paths);
  });

  it('has a title for each route, and none besides', () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual(paths);
  });

  it('names the page a location leads to, query and parameters included', () => {
    expect(pageTitleFor('/scanner-history?view=merchant')).toBe('pageScannerHistory');
    expect(pageTitleFor('/accounting/inv-7')).toBe('pageInvoice');
    expect(pageTitleFor('/')).toBe('pageDashboard');
  });
});
