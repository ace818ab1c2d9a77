import type { Page } from './types';

// The API serves at most 100 rows a page; an export reads pages of that size, up to the cap, so
// that one click cannot pull a whole database into the browser.
const EXPORT_PAGE_SIZE = 100;
export const EXPORT_ROW_CAP = 5000;

// Every row a list's filters and sort match, page after page, up to EXPORT_ROW_CAP.
export async function fetchEveryPage<Row>(
  fetchPage: (first: number, after: string | null) => Promise<Page<Row>>,
): Promise<{ rows: Row[]; capped: boolean }> {
  const all: Row[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Page<Row> = await fetchPage(EXPORT_PAGE_SIZE, after);
    all.push(...page.items);
    if (!page.hasNextPage || !page.endCursor) return { rows: all, capped: false };
    if (all.length >= EXPORT_ROW_CAP) return { rows: all.slice(0, EXPORT_ROW_CAP), capped: true };
    after = page.endCursor;
  }
}
