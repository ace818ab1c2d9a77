import type pg from 'pg';
import { encodeCursor } from '../apps/server/src/graphql/pagination';
import { type LoadResult, listScenarios } from './load';
import type { Session } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the businesses page asks for, each business's subscription among them.
const LIST = `query ($filter: BusinessFilter, $after: String) { business { list(filter: $filter, after: $after) {
  items { _id name companyName companyLegalName companyLogo tinOrVat companyEmail companyPhone companyAddress
    companyCity companyCountry companyPostalCode companyWebsite companyDescription status isProvider
    employeeCount storeCount subscription { _id planNameEn planNameEl status currentPeriodEnd } createdAt }
  totalCount endCursor hasNextPage } } }`;

/**
 * The provider's businesses page over the businesses the subscriptions bench has loaded, each with
 * its subscription: what the page shows beside every business.
 */
export async function businessListBench(
  url: string,
  admin: Session,
  client: pg.Client,
  businesses: number,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  const { rows } = await client.query<{ name: string; id: string }>(
    `select lower(name) as name, id::text from merchants order by lower(name), id offset 20000 limit 1`,
  );
  const after = encodeCursor([rows[0]!.name, rows[0]!.id]);
  await expectFullPage(url, admin.token, LIST, { after }, 'deep businesses page');
  await listScenarios(
    `Businesses at ${businesses.toLocaleString('en')} businesses with their subscriptions on PostgreSQL (the provider's staff)`,
    url,
    admin.token,
    LIST,
    [
      ['first page', {}],
      ['active', { filter: { status: 'active' } }],
      ['page after row 20,000', { after }],
      ['search a business', { filter: { search: 'business 4242' } }],
    ],
    historyFirstPage,
  );
}
