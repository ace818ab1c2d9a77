import type { MembershipStatus } from '@back-office/domain/people';
import type { Role } from '@back-office/domain/roles';
import { and, asc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, membershipRoles, memberships, merchants } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';

export interface TeamListQuery {
  merchantId: string | null;
  department?: string | null;
  role?: Role | null;
  status?: MembershipStatus | null;
  search?: string | null;
  after: string[] | null;
  limit: number;
}

const rolesOf = sql<
  Role[]
>`coalesce((select json_agg(mr.role_id order by mr.ord) from ${membershipRoles} mr
  where mr.membership_id = ${memberships.id}), '[]'::json)`;

const memberColumns = {
  membership: memberships,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  phone: employees.phone,
  merchantName: merchants.name,
  roles: rolesOf,
  // The sort key, as the database compares it, for the next page's cursor.
  keyLast: sql<string>`lower(${employees.lastName})`,
  keyFirst: sql<string>`lower(${employees.firstName})`,
};

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function selectMembers(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(employees, eq(employees.id, memberships.employeeId))
    .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
    .where(where)
    .orderBy(
      sql`lower(${employees.lastName})`,
      sql`lower(${employees.firstName})`,
      asc(memberships.id),
    )
    .limit(limit);
}

function filterConditions(q: TeamListQuery): SQL[] {
  const c: SQL[] = [];
  if (q.merchantId) c.push(eq(memberships.merchantId, q.merchantId));
  if (q.department) c.push(sql`lower(${memberships.department}) = lower(${q.department})`);
  if (q.status) c.push(eq(memberships.status, q.status));
  if (q.role) {
    c.push(
      sql`exists (select 1 from ${membershipRoles} mr where mr.membership_id = ${memberships.id} and mr.role_id = ${q.role})`,
    );
  }
  if (q.search) {
    const like = likePattern(q.search);
    c.push(
      or(
        ilike(employees.firstName, like),
        ilike(employees.lastName, like),
        ilike(employees.email, like),
        sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${like}`,
      )!,
    );
  }
  return c;
}

export async function listMembers(
  db: Db,
  q: TeamListQuery,
): Promise<{ rows: MemberRow[]; total: number }> {
  const conditions = filterConditions(q);
  const page = q.after
    ? [
        ...conditions,
        sql`(lower(${employees.lastName}), lower(${employees.firstName}), ${memberships.id}) > (${q.after[0]}, ${q.after[1]}, ${q.after[2]}::uuid)`,
      ]
    : conditions;
  const [rows, [count]] = await Promise.all([
    selectMembers(db, and(...page), q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(employees, eq(employees.id, memberships.employeeId))
      .where(and(...conditions)),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One membership, within a business unless merchantId is null (ADMIN). */
export async function findMember(
  db: Db,
  id: string,
  merchantId: string | null,
): Promise<MemberRow | undefined> {
  const [row] = await selectMembers(
    db,
    and(eq(memberships.id, id), merchantId ? eq(memberships.merchantId, merchantId) : undefined),
    1,
  );
  return row;
}

export async function findMembership(db: Db, employeeId: string, merchantId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.employeeId, employeeId), eq(memberships.merchantId, merchantId)));
  return row;
}

export async function listDepartments(db: Db, merchantId: string | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ department: memberships.department })
    .from(memberships)
    .where(
      and(
        isNotNull(memberships.department),
        merchantId ? eq(memberships.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(asc(memberships.department));
  return rows.map((r) => r.department!);
}

/** Active EXECUTIVE memberships of active accounts in a business, other than one membership. */
export async function otherActiveExecutives(
  db: Db,
  merchantId: string,
  exceptMembershipId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(
      membershipRoles,
      and(
        eq(membershipRoles.membershipId, memberships.id),
        eq(membershipRoles.roleId, 'EXECUTIVE'),
      ),
    )
    .innerJoin(employees, eq(employees.id, memberships.employeeId))
    .where(
      and(
        eq(memberships.merchantId, merchantId),
        eq(memberships.status, 'active'),
        eq(employees.status, 'active'),
        ne(memberships.id, exceptMembershipId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Holds the business's row until the transaction ends, so membership changes of one business run one at a time. */
export async function lockMerchant(db: Db, merchantId: string) {
  const [row] = await db
    .select({ id: merchants.id, name: merchants.name, isProvider: merchants.isProvider })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  return row;
}

export async function updateMembershipRow(
  db: Db,
  id: string,
  values: Pick<
    typeof memberships.$inferInsert,
    'department' | 'position' | 'status' | 'startingDate' | 'endDate'
  >,
  roles: readonly Role[],
) {
  await db
    .update(memberships)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(memberships.id, id));
  await db.delete(membershipRoles).where(eq(membershipRoles.membershipId, id));
  await db
    .insert(membershipRoles)
    .values(roles.map((roleId, ord) => ({ membershipId: id, roleId, ord })));
}
