import { sql } from 'drizzle-orm';
import { msg, type MessageRef } from '@back-office/domain/message-keys';
import { dateWindow } from '@back-office/domain/periods';
import type { Db } from '../db/client';
import { businessToday } from '../db/business-day';
import { rowsOf } from '../db/rows';
import { badUserInput } from './errors';

/** The dates a business can mean (decision record 026), in its own time zone. */
export async function businessDateWindow(db: Db, merchantId: string) {
  const [row] = rowsOf<{ created: string; today: string }>(
    await db.execute(sql`select
        (created_at at time zone analytics_timezone(id))::date::text as created,
        ${businessToday(sql`id`)}::text as today
      from merchants where id = ${merchantId}`),
  );
  return dateWindow(row!.created, row!.today);
}

/**
 * Refuses, beside each field, a date outside the business's window; dates left out pass. Keys are
 * the fields' paths as the operation's other refusals name them.
 */
export async function assertDatesInWindow(
  db: Db,
  merchantId: string,
  dates: Record<string, string | null | undefined>,
): Promise<void> {
  const given = Object.entries(dates).filter((entry): entry is [string, string] => !!entry[1]);
  if (given.length === 0) return;
  const window = await businessDateWindow(db, merchantId);
  const message = msg('dateOutsideWindow', { from: window.from, to: window.to });
  const fields: Record<string, MessageRef> = {};
  for (const [field, day] of given)
    if (day < window.from || day > window.to) fields[field] = message;
  if (Object.keys(fields).length > 0) badUserInput(message, fields);
}
