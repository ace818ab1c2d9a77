import { FILTER_DEFAULTS } from '@back-office/domain/constants';
import { MESSAGES } from '@back-office/domain/messages';
import type { CustomerFilter } from '../../gql/graphql';
import { filterChoice, isRangeBound, parseRangeBound, parseTags } from '../../lib/list-filters';

// SPEC §3's customer filters as a toolbar holds them: selects and typed text.
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

// Why a bound of the spent range is refused: outside 0 to 999999 (the domain's message), or a
// highest amount below the lowest ('order', said in the page's words).
export type SpentBoundProblem = typeof MESSAGES.spentRange | typeof MESSAGES.spentOrder | null;

export function spentRangeProblems(filters: Pick<CustomerFilters, 'spentMin' | 'spentMax'>): {
  spentMin: SpentBoundProblem;
  spentMax: SpentBoundProblem;
} {
  const spentMin = isRangeBound(filters.spentMin) ? null : MESSAGES.spentRange;
  const spentMax = isRangeBound(filters.spentMax) ? null : MESSAGES.spentRange;
  const min = parseRangeBound(filters.spentMin);
  const max = parseRangeBound(filters.spentMax);
  const reversed = !spentMin && !spentMax && min !== null && max !== null && max < min;
  return { spentMin, spentMax: reversed ? MESSAGES.spentOrder : spentMax };
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
