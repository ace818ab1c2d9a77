import type { Role } from '@back-office/domain/roles';
import type { BusinessStatus, MembershipStatus } from '@back-office/domain/people';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    companyLegalName: text('company_legal_name').notNull(),
    companyLogo: text('company_logo'),
    tinOrVat: text('tin_or_vat'),
    companyEmail: text('company_email'),
    companyPhone: text('company_phone'),
    companyAddress: text('company_address'),
    companyCity: text('company_city'),
    companyCountry: text('company_country'),
    companyPostalCode: text('company_postal_code'),
    companyWebsite: text('company_website'),
    companyDescription: text('company_description'),
    // The provider runs the platform; its ADMIN/su staff see every merchant.
    isProvider: boolean('is_provider').notNull().default(false),
    status: text('status').$type<BusinessStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lists of every business's rows ordered by business name (subscriptions) read this until a
    // page is full; the search by name is a trigram one (pg_trgm).
    index('merchants_name_order_idx').on(sql`lower(${t.name})`, t.id),
    index('merchants_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The businesses page: one status in name order, and a search of the company's fields.
    index('merchants_status_name_order_idx').on(t.status, sql`lower(${t.name})`, t.id),
    index('merchants_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index('merchants_company_legal_name_trgm_idx').using(
      'gin',
      t.companyLegalName.op('gin_trgm_ops'),
    ),
    index('merchants_company_email_trgm_idx').using('gin', t.companyEmail.op('gin_trgm_ops')),
    index('merchants_company_city_trgm_idx').using('gin', t.companyCity.op('gin_trgm_ops')),
    // The provider, found on every read of its invoices and plans, among every business.
    index('merchants_provider_idx')
      .on(t.createdAt)
      .where(sql`${t.isProvider}`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country'),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employees_email_key').on(sql`lower(${t.email})`)],
);

export const roles = pgTable('roles', {
  id: text('id').$type<Role>().primaryKey(),
  name: text('name').$type<Role>().notNull().unique(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    department: text('department'),
    position: text('position'),
    status: text('status').$type<MembershipStatus>().notNull().default('active'),
    startingDate: date('starting_date'),
    endDate: date('end_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_employee_merchant_key').on(t.employeeId, t.merchantId),
    index('memberships_merchant_idx').on(t.merchantId),
  ],
);

export const membershipRoles = pgTable(
  'membership_roles',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .$type<Role>()
      .notNull()
      .references(() => roles.id),
    // Roles keep the order they were granted in: the first one is the member's current role.
    ord: integer('ord').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.roleId] })],
);
