import { FILTER_DEFAULTS } from '@back-office/domain/constants';
import { customerFilterSchema } from '@back-office/domain/schemas/people';
import type { CustomerFilter } from '../../gql/graphql';
import { filterChoice, parseRangeBound, parseTags } from '../../lib/list-filters';

// The customer filters as a toolbar holds them: selects and typed text.
export interface CustomerFilters {
  // ADMIN on /customers only; '' is every business.
  merchantId: string;
  status: string;
  // Total spent, in major units of the business's currency.
  spentMin: string;
  spentMax: string;
  // Comma-separated; a customer must carry every one.
  tags: string;
}

const defaults = FILTER_DEFAULTS.customers;

export const CUSTOMER_FILTER_DEFAULTS: CustomerFilters = {
  merchantId: '',
  status: defaults.status,
  spentMin: String(defaults.spentRange[0]),
  spentMax: String(defaults.spentRange[1]),
  tags: defaults.tags.join(', '),
};

// Why a bound of the spent range is refused, as the domain's filter schema (which the server
// applies too) says: outside 0 to 999999, or a highest amount below the lowest.
export type SpentBoundProblem = 'spentRange' | 'spentOrder' | null;

export function spentRangeProblems(filters: Pick<CustomerFilters, 'spentMin' | 'spentMax'>): {
  spentMin: SpentBoundProblem;
  spentMax: SpentBoundProblem;
} {
  const checked = customerFilterSchema.safeParse({
    spentMin: parseRangeBound(filters.spentMin),
    spentMax: parseRangeBound(filters.spentMax),
  });
  const problem = (field: 'spentMin' | 'spentMax') =>
    (checked.error?.issues.find((issue) => issue.path[0] === field)?.message ??
      null) as SpentBoundProblem;
  return { spentMin: problem('spentMin'), spentMax: problem('spentMax') };
}

// The API's filter: 'all' and empty mean no condition; a bound the toolbar marks as wrong is left
// out rather than sent to be refused. `merchantId` overrides the toolbar's business: the
// selected business on /business-customers.
export function toCustomerFilter(
  filters: CustomerFilters,
  search: string,
  merchantId?: string | null,
): CustomerFilter {
  const problems = spentRangeProblems(filters);
  const tags = parseTags(filters.tags);
  return {
    merchantId: (merchantId ?? filters.merchantId) || null,
    status: filterChoice(filters.status),
    spentMin: problems.spentMin ? null : parseRangeBound(filters.spentMin),
    spentMax: problems.spentMax ? null : parseRangeBound(filters.spentMax),
    tags: tags.length > 0 ? tags : null,
    search: search || null,
  };
}
