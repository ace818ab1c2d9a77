import type { Role } from '@back-office/domain/roles';
import type { Db } from './client';
import { hashPassword } from '../modules/auth/passwords';
import { seedDemoCoupons } from '../modules/coupon/coupon.seed';
import { seedDemoMarketplace } from '../modules/marketplace/marketplace.seed';
import { seedDemoPeople } from '../modules/business/people.seed';
import {
  findEmployeeByEmail,
  insertEmployee,
  insertMembership,
  insertMerchant,
} from '../modules/employee/employee.queries';
import { seedDemoAudit } from '../modules/audit/audit.seed';
import { seedDemoAccounting } from '../modules/accounting/accounting.seed';
import { seedDemoSales } from '../modules/sales/sales.seed';
import { seedDemoAffiliates, seedDemoCommissionStates } from '../modules/affiliate/affiliate.seed';
import { foldFacts } from '../jobs/fold';
import { seedDemoSupport } from '../modules/support/support.seed';
import { seedDemoSubscriptions } from '../modules/subscription/subscription.seed';
import { seedDemoMembers } from '../modules/member/member.seed';
import { seedDemoAdvertisement } from '../modules/advertisement/advertisement.seed';
import { seedDemoAcademy } from '../modules/academy/academy.seed';
import { seedDemoYear } from './seed-demo-year';
import { seedDemoYearInvoices } from './seed-demo-year-invoices';

export const DEMO_PASSWORD = 'Demo1234';

const BUSINESSES = {
  provider: {
    name: 'Demo Provider',
    companyName: 'Demo Provider',
    companyLegalName: 'Demo Provider Ltd',
    companyEmail: 'hello@provider.demo.test',
    companyPhone: '+35722000000',
    companyAddress: '1 Makariou Avenue',
    companyCity: 'Nicosia',
    companyCountry: 'Cyprus',
    companyPostalCode: '1065',
    companyWebsite: 'https://provider.demo.test',
    companyDescription: 'Runs the marketplace and its partner network.',
    tinOrVat: 'CY10000000A',
    isProvider: true,
  },
  aroma: {
    name: 'Aroma Cafe',
    companyName: 'Aroma Cafe',
    companyLegalName: 'Aroma Cafe Ltd',
    companyEmail: 'hello@aroma.demo.test',
    companyPhone: '+35722111111',
    companyAddress: '12 Ledra Street',
    companyCity: 'Nicosia',
    companyCountry: 'Cyprus',
    companyPostalCode: '1011',
    companyWebsite: 'https://aroma.demo.test',
    companyDescription: 'Coffee, pastries and breakfast in the old town.',
    tinOrVat: 'CY10000001B',
  },
  blueBay: {
    name: 'Blue Bay Travel',
    companyName: 'Blue Bay Travel',
    companyLegalName: 'Blue Bay Travel Ltd',
    companyEmail: 'hello@bluebay.demo.test',
    companyPhone: '+35725222222',
    companyAddress: '40 Anexartisias Street',
    companyCity: 'Limassol',
    companyCountry: 'Cyprus',
    companyPostalCode: '3036',
    companyWebsite: 'https://bluebay.demo.test',
    companyDescription: 'Holidays, flights and island tours.',
    tinOrVat: 'CY10000002C',
  },
} as const;

type BusinessKey = keyof typeof BUSINESSES;

// The demo accounts and what each holds.
const ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  memberships: [BusinessKey, Role, string][];
}[] = [
  {
    email: 'su@demo.test',
    firstName: 'Sofia',
    lastName: 'Super',
    memberships: [['provider', 'su', 'Platform Owner']],
  },
  {
    email: 'admin@demo.test',
    firstName: 'Andreas',
    lastName: 'Admin',
    memberships: [['provider', 'ADMIN', 'Administrator']],
  },
  {
    email: 'exec@demo.test',
    firstName: 'Elena',
    lastName: 'Executive',
    memberships: [
      ['aroma', 'EXECUTIVE', 'Managing Director'],
      ['blueBay', 'EXECUTIVE', 'Managing Director'],
    ],
  },
  {
    email: 'accountant@demo.test',
    firstName: 'Costas',
    lastName: 'Accountant',
    memberships: [['aroma', 'ACCOUNTANT', 'Accountant']],
  },
  {
    email: 'marketing@demo.test',
    firstName: 'Maria',
    lastName: 'Marketing',
    memberships: [['aroma', 'MARKETING', 'Marketing Lead']],
  },
  {
    email: 'sales@demo.test',
    firstName: 'Stelios',
    lastName: 'Sales',
    memberships: [['aroma', 'SALES', 'Sales Associate']],
  },
  {
    email: 'cashier@demo.test',
    firstName: 'Katerina',
    lastName: 'Cashier',
    memberships: [['aroma', 'CASHIER', 'Cashier']],
  },
  {
    email: 'employee@demo.test',
    firstName: 'Nikos',
    lastName: 'Employee',
    memberships: [['aroma', 'EMPLOYEE', 'Barista']],
  },
];

const DEPARTMENTS: Record<string, string> = {
  su: 'Management',
  ADMIN: 'Management',
  EXECUTIVE: 'Management',
  ACCOUNTANT: 'Finance',
  MARKETING: 'Marketing',
  SALES: 'Sales',
  CASHIER: 'Front of House',
  EMPLOYEE: 'Front of House',
};

/**
 * Loads the demo businesses and accounts, and a year of their trade unless `year` is false;
 * does nothing when they are already there.
 */
export async function seedDemo(
  db: Db,
  { year = true }: { year?: boolean } = {},
): Promise<{ merchants: Record<BusinessKey, string> } | null> {
  if (await findEmployeeByEmail(db, ACCOUNTS[0]!.email)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    const merchants = {} as Record<BusinessKey, string>;
    for (const [key, values] of Object.entries(BUSINESSES) as [
      BusinessKey,
      (typeof BUSINESSES)[BusinessKey],
    ][]) {
      merchants[key] = (await insertMerchant(tx, values)).id;
    }
    const employeeIds: Record<string, string> = {};
    for (const account of ACCOUNTS) {
      const employee = await insertEmployee(tx, {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: '+35799000000',
        city: 'Nicosia',
        country: 'Cyprus',
        passwordHash,
      });
      employeeIds[account.email] = employee.id;
      for (const [business, role, position] of account.memberships) {
        await insertMembership(
          tx,
          {
            employeeId: employee.id,
            merchantId: merchants[business],
            status: 'active',
            position,
            department: DEPARTMENTS[role] ?? null,
            startingDate: '2025-01-06',
          },
          [role],
        );
      }
    }
    const network = await seedDemoAffiliates(tx, merchants);
    const catalogue = await seedDemoMarketplace(tx, merchants);
    await seedDemoCoupons(tx, {
      products: [...catalogue.aroma, ...catalogue.blueBay],
      merchants,
      cashierId: employeeIds['cashier@demo.test']!,
      salesId: employeeIds['sales@demo.test']!,
      execId: employeeIds['exec@demo.test']!,
    });
    await seedDemoPeople(tx, { merchants, passwordHash });
    await seedDemoAudit(tx, {
      merchants,
      product: catalogue.aroma[0]!,
      adminId: employeeIds['admin@demo.test']!,
      execId: employeeIds['exec@demo.test']!,
    });
    await seedDemoSales(tx, {
      merchants,
      employees: {
        aroma: employeeIds['sales@demo.test']!,
        blueBay: employeeIds['exec@demo.test']!,
      },
    });
    if (year)
      await seedDemoYearInvoices(tx, {
        merchants,
        employees: {
          aroma: employeeIds['accountant@demo.test']!,
          blueBay: employeeIds['exec@demo.test']!,
        },
      });
    await seedDemoAccounting(tx, {
      merchants,
      employees: {
        aroma: employeeIds['accountant@demo.test']!,
        blueBay: employeeIds['exec@demo.test']!,
        provider: employeeIds['admin@demo.test']!,
      },
    });
    await seedDemoSupport(tx, merchants, {
      adminId: employeeIds['admin@demo.test']!,
      cashierId: employeeIds['cashier@demo.test']!,
      accountantId: employeeIds['accountant@demo.test']!,
      execId: employeeIds['exec@demo.test']!,
    });
    const adminId = employeeIds['admin@demo.test']!;
    await seedDemoSubscriptions(tx, { merchants, adminId });
    await seedDemoMembers(tx, { adminId, blueBay: merchants.blueBay });
    await seedDemoAdvertisement(tx, {
      merchants,
      adminId,
      execId: employeeIds['exec@demo.test']!,
    });
    await seedDemoAcademy(tx, {
      adminId,
      cashierId: employeeIds['cashier@demo.test']!,
      accountantId: employeeIds['accountant@demo.test']!,
    });
    if (year) await seedDemoYear(tx, merchants);
    return { merchants, network, adminId };
  });
  // Commissions are folded from committed sales (decision record 027): the demo's sales are
  // folded once their transaction has ended, then some of their commissions approved and paid.
  await foldFacts(db, { wait: true });
  await db.transaction((tx) =>
    seedDemoCommissionStates(tx, { ...seeded.network, adminId: seeded.adminId }),
  );
  return { merchants: seeded.merchants };
}
