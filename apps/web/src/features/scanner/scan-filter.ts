import type { ScanFilter } from '../../gql/graphql';
import { zonedInstant } from '../../lib/format-date';

export type ScanView = 'admin' | 'merchant';

// What the address says (view, outcome, from, to, search), so a filtered list can be shared
// and survives a reload.
export interface ScanFilterParams {
  view: ScanView;
  outcome: string;
  from: string;
  to: string;
  search: string;
}

export const FILTER_PARAMS = ['outcome', 'from', 'to', 'search'] as const;

// view=admin is ADMIN's (all businesses, its default); everyone else sees their own business.
export function readFilterParams(params: URLSearchParams, isAdmin: boolean): ScanFilterParams {
  return {
    view: isAdmin && params.get('view') !== 'merchant' ? 'admin' : 'merchant',
    outcome: params.get('outcome') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    search: params.get('search') ?? '',
  };
}

export function hasFilters(params: ScanFilterParams): boolean {
  return FILTER_PARAMS.some((name) => params[name] !== '');
}

// The dates are calendar days of the business, so they are sent as the instants those days
// begin and end in its time zone (the one the history's times are shown in), not as UTC days.
export function toScanFilter(params: ScanFilterParams, timeZone: string): ScanFilter {
  const local = (date: string, time: string) => zonedInstant(date, time, timeZone).toISOString();
  return {
    view: params.view,
    outcome: params.outcome || null,
    from: params.from ? local(params.from, '00:00:00') : null,
    to: params.to ? local(params.to, '23:59:59.999') : null,
    search: params.search.trim() || null,
  };
}
