import type { MembershipStatus } from '@back-office/domain/people';
import type { Role } from '@back-office/domain/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, membershipRoles, memberships, merchants, roles } from '../../db/schema';

export type EmployeeRow = typeof employees.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export async function findEmployeeByEmail(db: Db, email: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(sql`lower(${employees.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findEmployeeById(db: Db, id: string): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id)).limit(1);
  return row;
}

export interface RoleView {
  id: string;
  name: string;
  permissions: string[];
}

export interface MembershipView {
  _id: string;
  merchantId: ReturnType<typeof merchantView>;
  roles: RoleView[];
  startingDate: string | null;
  endDate: string | null;
  department: string | null;
  status: MembershipStatus;
  position: string | null;
}

export function merchantView(m: MerchantRow) {
  return {
    _id: m.id,
    name: m.name,
    companyName: m.companyName,
    companyLegalName: m.companyLegalName,
    companyLogo: m.companyLogo,
    tinOrVat: m.tinOrVat,
    companyEmail: m.companyEmail,
    companyPhone: m.companyPhone,
    companyAddress: m.companyAddress,
    companyCity: m.companyCity,
    companyCountry: m.companyCountry,
    companyPostalCode: m.companyPostalCode,
    companyWebsite: m.companyWebsite,
    companyDescription: m.companyDescription,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Active memberships of active businesses, each with its roles in the order granted. */
export async function activeMemberships(
  db: Db,
  employeeId: string,
  merchantId?: string,
): Promise<MembershipView[]> {
  const rows = await db
    .select({ membership: memberships, merchant: merchants })
    .from(memberships)
    .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
    .where(
      and(
        eq(memberships.employeeId, employeeId),
        eq(memberships.status, 'active'),
        eq(merchants.status, 'active'),
        merchantId ? eq(memberships.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(asc(merchants.name));
  if (rows.length === 0) return [];
  const roleRows = await db
    .select({ membershipId: membershipRoles.membershipId, role: roles })
    .from(membershipRoles)
    .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
    .where(
      inArray(
        membershipRoles.membershipId,
        rows.map((r) => r.membership.id),
      ),
    )
    .orderBy(asc(membershipRoles.ord));
  return rows.map(({ membership, merchant }) => ({
    _id: membership.id,
    merchantId: merchantView(merchant),
    roles: roleRows
      .filter((r) => r.membershipId === membership.id)
      .map(({ role }) => ({ id: role.id, name: role.name, permissions: role.permissions })),
    startingDate: membership.startingDate,
    endDate: membership.endDate,
    department: membership.department,
    status: membership.status,
    position: membership.position,
  }));
}

export function employeeView(row: EmployeeRow, businesses: MembershipView[]) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    businesses,
  };
}

export type EmployeeView = ReturnType<typeof employeeView>;

export async function loadEmployeeView(
  db: Db,
  employeeId: string,
): Promise<EmployeeView | undefined> {
  const row = await findEmployeeById(db, employeeId);
  if (!row || row.status !== 'active') return undefined;
  return employeeView(row, await activeMemberships(db, employeeId));
}

export async function insertMerchant(
  db: Db,
  values: typeof merchants.$inferInsert,
): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(values).returning();
  return row!;
}

export async function insertEmployee(
  db: Db,
  values: typeof employees.$inferInsert,
): Promise<EmployeeRow> {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

export async function insertMembership(
  db: Db,
  values: typeof memberships.$inferInsert,
  roleNames: readonly Role[],
): Promise<string> {
  const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
  await db
    .insert(membershipRoles)
    .values(roleNames.map((roleId, ord) => ({ membershipId: row!.id, roleId, ord })));
  return row!.id;
}

export async function updatePasswordHash(db: Db, employeeId: string, passwordHash: string) {
  await db
    .update(employees)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(employees.id, employeeId));
}
