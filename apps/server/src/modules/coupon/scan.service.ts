import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import type { GraphQLContext } from '../../graphql/context';
import { assertCan, type BusinessCaller } from '../../graphql/access-rules';
import { parseArgs } from '../../graphql/validate';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { businessMoneySettings } from '../accounting/accounting-reports.service';
import { now } from '../../jobs/clock';
import { listScans, scanDay, type ScanQuery } from './scan.queries';
import { msg } from '@back-office/domain/message-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

const dateOrTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), msg('invalidDateTime'));

export const scanFilterSchema = z.object({
  view: z.enum(['admin', 'merchant']),
  outcome: z
    .string()
    .regex(/^[A-Z_]{1,40}$/, 'Invalid outcome')
    .nullish(),
  from: dateOrTime.nullish(),
  to: dateOrTime.nullish(),
  search: z.string().trim().max(100).nullish(),
});

export type ScanFilter = z.output<typeof scanFilterSchema>;

/** The filter as a query, with the tenant decided by the caller's token, never by the client. */
export function scanQueryFor(caller: BusinessCaller, filter: ScanFilter, limit: number): ScanQuery {
  if (filter.view === 'admin') assertCan(caller, 'scan:read:all');
  // A bare date as the end of a range means that whole day.
  const to = filter.to
    ? new Date(Date.parse(filter.to) + (/^\d{4}-\d{2}-\d{2}$/.test(filter.to) ? DAY_MS : 0))
    : null;
  return {
    merchantId: filter.view === 'admin' ? null : caller.selectedBusiness.merchantId,
    outcome: filter.outcome ?? null,
    from: filter.from ? new Date(filter.from) : null,
    to,
    search: filter.search || null,
    limit,
  };
}

const listArgsSchema = z.object({
  filter: scanFilterSchema,
  ...pageArgs,
});

export async function listScanHistory(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgsSchema, args);
  const pageSize = first ?? DEFAULT_PAGE_SIZE;
  const query = scanQueryFor(caller, filter, pageSize + 1);
  const key = decodeCursor(after, [cursorPart.timestamp, cursorPart.integer]);
  query.after = key && { createdAt: key[0], id: key[1] };
  const rows = await listScans(ctx.db, query);
  return pageOf(rows, pageSize, (r) => [r.cursorAt, r.id]);
}

/** The selected business's scans of today, in its time zone: what the counter did so far. */
export async function scansOfToday(ctx: GraphQLContext, caller: BusinessCaller) {
  const merchantId = caller.selectedBusiness.merchantId;
  const { timeZone } = await businessMoneySettings(ctx.db, merchantId);
  return scanDay(ctx.db, { merchantId, employeeId: caller.sub, timeZone, at: now() });
}
