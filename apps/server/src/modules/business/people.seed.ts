import type { Role } from '@back-office/domain/roles';
import type { MembershipStatus } from '@back-office/domain/people';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessSettings, customers, stores, services, type OpeningHours } from '../../db/schema';
import { insertEmployee, insertMembership } from '../employee/employee.service';

type Business = 'aroma' | 'blueBay';

// More staff, so that the employees page has departments, positions and an ended membership.
const STAFF: {
  email: string;
  firstName: string;
  lastName: string;
  business: Business;
  roles: Role[];
  department: string;
  position: string;
  status?: MembershipStatus;
  endDate?: string;
}[] = [
  {
    email: 'giorgos.barista@demo.test',
    firstName: 'Giorgos',
    lastName: 'Ioannou',
    business: 'aroma',
    roles: ['EMPLOYEE'],
    department: 'Front of House',
    position: 'Barista',
  },
  {
    email: 'despina.pastry@demo.test',
    firstName: 'Despina',
    lastName: 'Charalambous',
    business: 'aroma',
    roles: ['EMPLOYEE'],
    department: 'Kitchen',
    position: 'Pastry Chef',
  },
  {
    email: 'andreas.shift@demo.test',
    firstName: 'Andreas',
    lastName: 'Kyriacou',
    business: 'aroma',
    roles: ['CASHIER', 'SALES'],
    department: 'Front of House',
    position: 'Shift Supervisor',
  },
  {
    email: 'petros.former@demo.test',
    firstName: 'Petros',
    lastName: 'Nicolaou',
    business: 'aroma',
    roles: ['EMPLOYEE'],
    department: 'Kitchen',
    position: 'Line Cook',
    status: 'inactive',
    endDate: '2025-06-30',
  },
  {
    email: 'christina.agent@demo.test',
    firstName: 'Christina',
    lastName: 'Demetriou',
    business: 'blueBay',
    roles: ['SALES'],
    department: 'Sales',
    position: 'Travel Consultant',
  },
  {
    email: 'michalis.guide@demo.test',
    firstName: 'Michalis',
    lastName: 'Savva',
    business: 'blueBay',
    roles: ['EMPLOYEE'],
    department: 'Tours',
    position: 'Tour Guide',
  },
  {
    email: 'irene.desk@demo.test',
    firstName: 'Irene',
    lastName: 'Loizou',
    business: 'blueBay',
    roles: ['CASHIER'],
    department: 'Front Desk',
    position: 'Front Desk Agent',
  },
  {
    email: 'loukas.finance@demo.test',
    firstName: 'Loukas',
    lastName: 'Petrou',
    business: 'blueBay',
    roles: ['ACCOUNTANT'],
    department: 'Finance',
    position: 'Accountant',
  },
];

const weekdays = (opens: string, closes: string, days: number[]): OpeningHours[] =>
  days.map((day) => ({ day, opens, closes }));

const STORES: Record<
  Business,
  {
    name: string;
    address: string;
    city: string;
    postalCode: string;
    phone: string;
    openingHours: OpeningHours[];
  }[]
> = {
  aroma: [
    {
      name: 'Aroma Old Town',
      address: '12 Ledra Street',
      city: 'Nicosia',
      postalCode: '1011',
      phone: '+35722111111',
      openingHours: [
        ...weekdays('07:00', '19:00', [1, 2, 3, 4, 5]),
        { day: 6, opens: '08:00', closes: '20:00' },
        { day: 7, opens: '09:00', closes: '15:00' },
      ],
    },
    {
      name: 'Aroma Engomi',
      address: '45 Makedonitissis Avenue',
      city: 'Nicosia',
      postalCode: '2417',
      phone: '+35722111112',
      openingHours: weekdays('07:30', '18:00', [1, 2, 3, 4, 5, 6]),
    },
  ],
  blueBay: [
    {
      name: 'Blue Bay Limassol Office',
      address: '40 Anexartisias Street',
      city: 'Limassol',
      postalCode: '3036',
      phone: '+35725222222',
      openingHours: [
        ...weekdays('09:00', '18:00', [1, 2, 3, 4, 5]),
        { day: 6, opens: '09:00', closes: '13:00' },
      ],
    },
    {
      name: 'Blue Bay Paphos Harbour Kiosk',
      address: 'Apostolou Pavlou Avenue',
      city: 'Paphos',
      postalCode: '8046',
      phone: '+35726222223',
      openingHours: weekdays('08:00', '20:00', [1, 2, 3, 4, 5, 6, 7]),
    },
  ],
};

const SERVICES: Record<
  Business,
  [name: string, minutes: number, priceMinor: number, active: boolean][]
> = {
  aroma: [
    ['Barista Masterclass', 120, 4500, true],
    ['Coffee Cupping Session', 60, 1800, true],
    ['Latte Art Workshop', 90, 3500, true],
    ['Private Event Catering (per hour)', 60, 9000, true],
    ['Breakfast Delivery', 30, 500, false],
  ],
  blueBay: [
    ['Holiday Planning Consultation', 45, 0, true],
    ['Visa Application Assistance', 60, 4000, true],
    ['Group Tour Booking', 30, 1500, true],
    ['Airport Meet & Greet', 60, 2500, true],
  ],
};

/** Staff, stores, services and settings of the demo businesses; some customer tags. */
export async function seedDemoPeople(
  db: Db,
  ctx: { merchants: { provider: string; aroma: string; blueBay: string }; passwordHash: string },
): Promise<void> {
  const { merchants } = ctx;
  for (const person of STAFF) {
    const employee = await insertEmployee(db, {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: '+35799000000',
      city: person.business === 'aroma' ? 'Nicosia' : 'Limassol',
      country: 'Cyprus',
      passwordHash: ctx.passwordHash,
    });
    await insertMembership(
      db,
      {
        employeeId: employee.id,
        merchantId: merchants[person.business],
        status: person.status ?? 'active',
        department: person.department,
        position: person.position,
        startingDate: '2025-02-03',
        endDate: person.endDate ?? null,
      },
      person.roles,
    );
  }
  const businesses: Business[] = ['aroma', 'blueBay'];
  await db
    .insert(stores)
    .values(
      businesses.flatMap((b) =>
        STORES[b].map((s) => ({ ...s, country: 'Cyprus', merchantId: merchants[b] })),
      ),
    );
  await db.insert(services).values(
    businesses.flatMap((b) =>
      SERVICES[b].map(([name, durationMinutes, price, active]) => ({
        merchantId: merchants[b],
        name,
        durationMinutes,
        price,
        active,
        description: `${name} by ${b === 'aroma' ? 'Aroma Cafe' : 'Blue Bay Travel'}.`,
      })),
    ),
  );
  await db.insert(businessSettings).values([
    {
      merchantId: merchants.provider,
      bankName: 'National Bank of Greece',
      iban: 'GR1601101250000000012300695',
      bic: 'ETHNGRAA',
      paymentTerms: 'Payable within 30 days by bank transfer, quoting the invoice number.',
    },
    {
      merchantId: merchants.aroma,
      bankName: 'Bank of Cyprus',
      iban: 'CY17002001280000001200527600',
      bic: 'BCYPCY2N',
      paymentTerms: 'Payable within 30 days by bank transfer, quoting the invoice number.',
    },
    {
      merchantId: merchants.blueBay,
      notifySms: true,
      bankName: 'Hellenic Bank',
      iban: 'CY10005001200000000012345678',
      bic: 'HEBACY2N',
      paymentTerms: 'Payable within 14 days by bank transfer.',
    },
  ]);
  await db
    .update(customers)
    .set({ tags: ['demo', 'vip'] })
    .where(eq(customers.email, 'eleni@customers.demo.test'));
  await db
    .update(customers)
    .set({ tags: ['demo', 'regular'] })
    .where(eq(customers.email, 'marios@customers.demo.test'));
}
