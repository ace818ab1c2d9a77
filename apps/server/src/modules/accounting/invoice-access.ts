import { and, eq } from 'drizzle-orm';
import type { ResultCode } from '@back-office/domain/result-codes';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { callerCan, type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { isUuid } from '../../graphql/validate';
import { findInvoice, lockInvoice, readableBy } from './accounting.queries';

import { invoiceObject, invoiceParent } from './invoice-view';

export const selected = (caller: BusinessCaller) => caller.selectedBusiness.merchantId;

export function failure(messageCode: ResultCode) {
  return { success: false, messageCode, invoice: null };
}

export async function success(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  messageCode: ResultCode,
  id: string,
) {
  const row = await findInvoice(ctx.db, id);
  return {
    success: true,
    messageCode,
    invoice: invoiceObject(await invoiceParent(ctx.db, row!, selected(caller))),
  };
}

/** An invoice the caller may read: issued or received (posted) by the selected business; ADMIN any. */
export async function findReadable(db: Db, caller: BusinessCaller, id: unknown) {
  if (!isUuid(id)) return undefined;
  const scope = callerCan(caller, 'business:any') ? null : selected(caller);
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), readableBy(scope)));
  return row;
}

/** An invoice the business issued, locked for the rest of the transaction. */
export async function lockIssuedBy(tx: Db, merchantId: string, id: unknown) {
  if (!isUuid(id)) return undefined;
  const row = await lockInvoice(tx, id);
  return row && row.merchantId === merchantId ? row : undefined;
}

export const lockOwn = (tx: Db, caller: BusinessCaller, id: unknown) =>
  lockIssuedBy(tx, selected(caller), id);
