import { sql, type SQL } from 'drizzle-orm';

/** An audited object as people name it, with the amount and currency to read beside it. */
export interface ObjectLabel {
  name: string | null;
  totalMinor: number | null;
  currency: string | null;
}

const UUID = '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$';

/**
 * The object of each entry (alias `a`) as jsonb { name, total, currency }, by the namespace of
 * its operation. Read when the page is read rather than kept at write time, so that the trail
 * needs no new column and the entries written before this existed are named too; a row that
 * is gone leaves the name to `objectLabel`'s fallbacks. The namespaces are the trail's own
 * action names (graphql/operations.ts), the tables those of the manifests' audit objects.
 */
export function objectColumn(): SQL {
  const id = sql.raw(`(case when a.object_id ~* '${UUID}' then a.object_id::uuid end)`);
  return sql`case split_part(a.action, '.', 1)
    when 'product' then (select jsonb_build_object('name', t.name, 'currency', t.currency)
      from products t where t.id = ${id})
    when 'offer' then (select jsonb_build_object('name', t.title, 'currency', t.currency)
      from offers t where t.id = ${id})
    when 'accounting' then (select jsonb_build_object('name', t.number, 'total', t.total,
      'currency', t.currency) from invoices t where t.id = ${id})
    when 'customer' then (select jsonb_build_object('name', t.first_name || ' ' || t.last_name)
      from customers t where t.id = ${id})
    when 'service' then (select jsonb_build_object('name', t.name, 'currency', t.currency)
      from services t where t.id = ${id})
    when 'business' then (select jsonb_build_object('name', t.name)
      from merchants t where t.id = ${id})
    when 'team' then (select jsonb_build_object('name', e.first_name || ' ' || e.last_name)
      from memberships t join employees e on e.id = t.employee_id where t.id = ${id})
    when 'businessProfile' then (select jsonb_build_object('name', t.name)
      from merchants t where t.id = a.merchant_id)
  end`;
}

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

// What a create sends, or what a deleted row held: its name, title or number, or a person's.
function nameIn(record: Json | null | undefined): string | null {
  if (!record) return null;
  const person = [record.firstName ?? record.first_name, record.lastName ?? record.last_name]
    .map(text)
    .filter(Boolean)
    .join(' ');
  return text(record.number) ?? text(record.name) ?? text(record.title) ?? (person || null);
}

/**
 * The entry's object: as read now; else as the arguments name it (a create's input); else as
 * its row was before a delete.
 */
export function objectLabel(
  found: Json | null,
  args: Json | null,
  fieldChanges: Record<string, { before: unknown; after: unknown }> | null,
): ObjectLabel {
  const before = fieldChanges
    ? Object.fromEntries(Object.entries(fieldChanges).map(([field, c]) => [field, c.before]))
    : null;
  const input = args?.input && typeof args.input === 'object' ? (args.input as Json) : null;
  return {
    name: text(found?.name) ?? nameIn(input) ?? nameIn(before),
    totalMinor: typeof found?.total === 'number' ? found.total : null,
    currency: text(found?.currency) ?? text(input?.currency),
  };
}
