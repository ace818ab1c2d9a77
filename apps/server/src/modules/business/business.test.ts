import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, outbox, stores } from '../../db/schema';
import { graphql } from '../../test/gql';
import {
  createHarness,
  DATABASE_KINDS,
  decodeJwt,
  LOGIN,
  REFRESH,
  SELECT_BUSINESS,
  signInTo,
  type Harness,
} from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';

// The fields every business answer below reads.
graphql(`
  fragment BusinessTestFields on Business {
    _id
    name
    companyName
    companyLegalName
    companyLogo
    tinOrVat
    companyEmail
    companyPhone
    companyAddress
    companyCity
    companyCountry
    companyPostalCode
    companyWebsite
    companyDescription
    status
    isProvider
    employeeCount
    storeCount
    subscription {
      planNameEn
      planNameEl
      status
      currentPeriodEnd
    }
  }
`);
// The fields every store answer below reads.
graphql(`
  fragment BusinessTestStoreFields on Store {
    _id
    merchantId
    merchantName
    name
    address
    city
    postalCode
    country
    phone
    openingHours {
      day
      opens
      closes
    }
  }
`);
const LIST = graphql(`
  query BusinessTestList($filter: BusinessFilter, $first: Int, $after: String) {
    business {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...BusinessTestFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);
const GET = graphql(`
  query BusinessTestGet($id: ID!) {
    business {
      get(id: $id) {
        ...BusinessTestFields
      }
    }
  }
`);
const CREATE = graphql(`
  mutation BusinessTestCreate($input: CompanyInput!, $executive: ExecutiveInput!) {
    business {
      create(input: $input, executive: $executive) {
        success
        messageCode
        invitationSent
        business {
          ...BusinessTestFields
        }
        executive {
          email
          roles
          merchantId
          status
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation BusinessTestUpdate($id: ID!, $input: CompanyInput!) {
    business {
      update(id: $id, input: $input) {
        success
        messageCode
        business {
          ...BusinessTestFields
        }
      }
    }
  }
`);
const SET_STATUS = graphql(`
  mutation BusinessTestSetStatus($id: ID!, $status: String!) {
    business {
      setStatus(id: $id, status: $status) {
        success
        messageCode
        business {
          status
        }
      }
    }
  }
`);
const STORES = graphql(`
  query BusinessTestStores($merchantId: ID!) {
    business {
      stores(merchantId: $merchantId) {
        ...BusinessTestStoreFields
      }
    }
  }
`);
const GET_STORE = graphql(`
  query BusinessTestStore($id: ID!) {
    business {
      store(id: $id) {
        ...BusinessTestStoreFields
      }
    }
  }
`);
const CREATE_STORE = graphql(`
  mutation BusinessTestCreateStore($merchantId: ID!, $input: StoreInput!) {
    business {
      createStore(merchantId: $merchantId, input: $input) {
        success
        messageCode
        store {
          ...BusinessTestStoreFields
        }
      }
    }
  }
`);
const UPDATE_STORE = graphql(`
  mutation BusinessTestUpdateStore($id: ID!, $input: StoreInput!) {
    business {
      updateStore(id: $id, input: $input) {
        success
        messageCode
        store {
          ...BusinessTestStoreFields
        }
      }
    }
  }
`);
const DELETE_STORE = graphql(`
  mutation BusinessTestDeleteStore($id: ID!) {
    business {
      deleteStore(id: $id) {
        success
        messageCode
        store {
          _id
        }
      }
    }
  }
`);
const TEAM_ADD = graphql(`
  mutation BusinessTestTeamAdd($input: AddTeamMemberInput!) {
    team {
      add(input: $input) {
        success
        messageCode
      }
    }
  }
`);
const COMPLETE_RESET = graphql(`
  mutation BusinessTestCompleteReset($token: String!, $password: String!) {
    employee {
      completePasswordReset(token: $token, password: $password) {
        success
        messageCode
      }
    }
  }
`);
const PRODUCT_CREATE = graphql(`
  mutation BusinessTestProductCreate {
    product {
      create(input: { name: "Tea", category: "coffee", priceMinor: 200 }) {
        success
      }
    }
  }
`);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const NO_ID = '00000000-0000-0000-0000-000000000000';

const company = {
  companyName: 'Harbour Bikes',
  companyLegalName: 'Harbour Bikes Ltd',
  tinOrVat: 'CY12345678X',
  companyEmail: 'Hello@HarbourBikes.test',
  companyPhone: '+35724333444',
  companyAddress: '3 Finikoudes Promenade',
  companyCity: 'Larnaca',
  companyCountry: 'Cyprus',
  companyPostalCode: '6023',
  companyWebsite: 'harbourbikes.test',
  companyDescription: 'Bicycle hire along the seafront.',
};
const store = {
  name: 'Seafront Hire Point',
  address: '3 Finikoudes Promenade',
  city: 'Larnaca',
  phone: '+35724333445',
  openingHours: [
    { day: 6, opens: '09:00', closes: '14:00' },
    { day: 1, opens: '08:00', closes: '18:00' },
  ],
};

describe.each(DATABASE_KINDS)('businesses on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let admin: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    admin = callers.token('ADMIN')!;
  });
  afterAll(() => h?.close());

  const mailTo = async (email: string) =>
    (await h.database.db.select().from(outbox)).filter((m) => m.toAddress === email).at(-1);
  const linkToken = (body: string) => /token=([\w-]+)/.exec(body)![1]!;

  it.each([
    ['business.list', LIST, {}],
    ['business.get', GET, { id: NO_ID }],
    ['business.stores', STORES, { merchantId: NO_ID }],
    ['business.store', GET_STORE, { id: NO_ID }],
    [
      'business.create',
      CREATE,
      {
        input: { companyName: '', companyLegalName: 'x' },
        executive: { email: 'a@b.test', firstName: 'A', lastName: 'B' },
      },
    ],
    ['business.update', UPDATE, { id: NO_ID, input: company }],
    ['business.setStatus', SET_STATUS, { id: NO_ID, status: 'active' }],
    ['business.createStore', CREATE_STORE, { merchantId: NO_ID, input: store }],
    ['business.updateStore', UPDATE_STORE, { id: NO_ID, input: store }],
    ['business.deleteStore', DELETE_STORE, { id: NO_ID }],
  ])('%s is for ADMIN only', async (_name, query, variables) => {
    await expectOnly(h, callers, ['su', 'ADMIN'], query, variables);
  });

  it('lists every business with status, subscription and counts, sorted by name', async () => {
    const page = (await h.gql(LIST, {}, { token: admin })).data!.business.list;
    expect(page.items.map((b) => b.name)).toEqual([
      'Aroma Cafe',
      'Blue Bay Travel',
      'Demo Provider',
    ]);
    const [aroma, blueBay, provider] = page.items;
    expect(aroma).toMatchObject({
      status: 'active',
      isProvider: false,
      storeCount: 2,
      subscription: { planNameEn: 'Standard', planNameEl: 'Κανονικό', status: 'active' },
    });
    expect(aroma!.employeeCount).toBeGreaterThanOrEqual(9);
    // Blue Bay has not been subscribed to a plan (the provider does that on /subscription-settings).
    expect(blueBay!.subscription).toBeNull();
    expect(provider).toMatchObject({ isProvider: true, subscription: null });
    const first = (await h.gql(LIST, { first: 2 }, { token: admin })).data!.business.list;
    const rest = (await h.gql(LIST, { first: 2, after: first.endCursor }, { token: admin })).data!
      .business.list;
    expect([...first.items, ...rest.items].map((b) => b.name)).toEqual([
      'Aroma Cafe',
      'Blue Bay Travel',
      'Demo Provider',
    ]);
    expect(rest.hasNextPage).toBe(false);
    const found = (await h.gql(LIST, { filter: { search: 'limassol' } }, { token: admin })).data!
      .business.list;
    expect(found.items.map((b) => b.name)).toEqual(['Blue Bay Travel']);
  });

  describe('creating a business', () => {
    it('creates it with settings and an invited first EXECUTIVE, who signs in and adds a CASHIER', async () => {
      const res = await h.gql(
        CREATE,
        {
          input: company,
          executive: { email: 'Rita@HarbourBikes.test', firstName: 'Rita', lastName: 'Rider' },
        },
        { token: admin },
      );
      const created = res.data!.business.create;
      expect(created).toMatchObject({
        success: true,
        messageCode: 'BUSINESS_CREATED',
        invitationSent: true,
        business: {
          name: 'Harbour Bikes',
          companyEmail: 'hello@harbourbikes.test',
          companyWebsite: 'https://harbourbikes.test',
          status: 'active',
          employeeCount: 1,
          subscription: null,
        },
        executive: { email: 'rita@harbourbikes.test', roles: ['EXECUTIVE'], status: 'active' },
      });
      const merchantId = created.business!._id;

      const invitation = await mailTo('rita@harbourbikes.test');
      expect(invitation!.subject).toBe('You are invited to Harbour Bikes on Back Office');
      const done = await h.gql(COMPLETE_RESET, {
        token: linkToken(invitation!.body),
        password: 'pedal-power',
      });
      expect(done.data!.employee.completePasswordReset.success).toBe(true);
      const rita = await signInTo(h, 'rita@harbourbikes.test', merchantId, 'pedal-power');
      expect(decodeJwt(rita.token).selectedBusiness).toMatchObject({
        merchantId,
        roles: ['EXECUTIVE'],
      });

      const added = await h.gql(
        TEAM_ADD,
        {
          input: {
            email: 'carl@harbourbikes.test',
            firstName: 'Carl',
            lastName: 'Counter',
            roles: ['CASHIER'],
          },
        },
        { token: rita.token },
      );
      expect(added.data!.team.add).toEqual({ success: true, messageCode: 'INVITATION_SENT' });
      const cashierMail = await mailTo('carl@harbourbikes.test');
      await h.gql(COMPLETE_RESET, {
        token: linkToken(cashierMail!.body),
        password: 'scan-scan-scan',
      });
      const carl = await signInTo(h, 'carl@harbourbikes.test', merchantId, 'scan-scan-scan');
      expect(decodeJwt(carl.token).selectedBusiness!.roles).toEqual(['CASHIER']);
    });

    it('makes an existing account the first EXECUTIVE without an invitation', async () => {
      const res = await h.gql(
        CREATE,
        {
          input: { ...company, companyName: 'Second Venture' },
          executive: { email: 'exec@demo.test', firstName: 'Elena', lastName: 'Executive' },
        },
        { token: admin },
      );
      expect(res.data!.business.create).toMatchObject({
        success: true,
        invitationSent: false,
        executive: { email: 'exec@demo.test' },
      });
      await signInTo(h, 'exec@demo.test', res.data!.business.create.business!._id);
    });

    it.each([
      [{ input: { ...company, companyName: '' } }, 'input.companyName', 'Company name is required'],
      [
        { input: { ...company, companyPhone: '123' } },
        'input.companyPhone',
        'Invalid phone number',
      ],
      [
        { input: { ...company, companyWebsite: 'javascript:alert(1)' } },
        'input.companyWebsite',
        'This kind of link is not allowed',
      ],
      [
        { executive: { email: 'x', firstName: 'A', lastName: 'B' } },
        'executive.email',
        'Invalid email address',
      ],
    ])(
      'refuses bad input %# with the field message and writes nothing',
      async (patch, field, message) => {
        const before = await h.database.db.select().from(merchants);
        const vars = {
          input: company,
          executive: { email: 'new-exec@bikes.test', firstName: 'New', lastName: 'Exec' },
          ...patch,
        };
        const res = await h.gql(CREATE, vars, { token: admin });
        expect(res.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
        });
        expect(await h.database.db.select().from(merchants)).toHaveLength(before.length);
      },
    );
  });

  it('edits every company field, and sets, keeps and removes the logo', async () => {
    const upload = await h.app.inject({
      method: 'POST',
      url: '/uploads/images',
      payload: PNG,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/png' },
    });
    const imageId = upload.json<{ id: string }>().id;
    const input = {
      ...company,
      name: 'Blue Bay',
      companyName: 'Blue Bay Travel Group',
      logoImageId: imageId,
    };
    const res = await h.gql(UPDATE, { id: h.merchants.blueBay, input }, { token: admin });
    expect(res.data!.business.update).toMatchObject({
      success: true,
      messageCode: 'BUSINESS_SAVED',
      business: {
        ...company,
        name: 'Blue Bay',
        companyName: 'Blue Bay Travel Group',
        companyEmail: 'hello@harbourbikes.test',
        companyWebsite: 'https://harbourbikes.test',
        companyLogo: `/images/${imageId}`,
      },
    });
    const { logoImageId: _kept, ...withoutLogo } = input;
    const kept = await h.gql(
      UPDATE,
      { id: h.merchants.blueBay, input: withoutLogo },
      { token: admin },
    );
    expect(kept.data!.business.update.business!.companyLogo).toBe(`/images/${imageId}`);
    const removed = await h.gql(
      UPDATE,
      { id: h.merchants.blueBay, input: { ...withoutLogo, logoImageId: null } },
      { token: admin },
    );
    expect(removed.data!.business.update.business!.companyLogo).toBeNull();
    const unknown = await h.gql(
      UPDATE,
      { id: h.merchants.blueBay, input: { ...withoutLogo, logoImageId: NO_ID } },
      { token: admin },
    );
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'The file must be a PNG, JPEG, WebP or GIF image',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await h.gql(UPDATE, { id: NO_ID, input: company }, { token: admin });
    expect(missing.data!.business.update).toEqual({
      success: false,
      messageCode: 'BUSINESS_NOT_FOUND',
      business: null,
    });
  });

  it('suspends a business: its employees lose access and their sessions for it end; reactivating restores it', async () => {
    const session = await signInTo(h, 'irene.desk@demo.test', h.merchants.blueBay);
    const exec = await signInTo(h, 'exec@demo.test', h.merchants.blueBay);
    const res = await h.gql(
      SET_STATUS,
      { id: h.merchants.blueBay, status: 'suspended' },
      { token: admin },
    );
    expect(res.data!.business.setStatus).toEqual({
      success: true,
      messageCode: 'BUSINESS_SAVED',
      business: { status: 'suspended' },
    });

    expect(
      (await h.gql(REFRESH, {}, { cookies: session.cookies })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const login = await h.gql(LOGIN, {
      email: 'exec@demo.test',
      password: 'Demo1234',
    });
    const businesses = login.data!.employee.employeeLogin.employee!.businesses.map(
      (b) => b.merchantId.name,
    );
    expect(businesses).toContain('Aroma Cafe');
    expect(businesses).not.toContain('Blue Bay Travel');
    const select = await h.gql(
      SELECT_BUSINESS,
      { merchantId: h.merchants.blueBay },
      { token: login.data!.employee.employeeLogin.token },
    );
    expect(select.data!.employee.selectBusiness.messageCode).toBe('NOT_A_MEMBER');
    // A still-valid access token no longer writes for the suspended business.
    expect(
      (await h.gql(PRODUCT_CREATE, {}, { token: exec.token })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const suspended = (await h.gql(LIST, { filter: { status: 'suspended' } }, { token: admin }))
      .data!.business.list;
    expect(suspended.items.map((b) => b._id)).toEqual([h.merchants.blueBay]);

    await h.gql(SET_STATUS, { id: h.merchants.blueBay, status: 'active' }, { token: admin });
    await signInTo(h, 'irene.desk@demo.test', h.merchants.blueBay);
  });

  it('never suspends the provider, and refuses an unknown status', async () => {
    const res = await h.gql(
      SET_STATUS,
      { id: h.merchants.provider, status: 'suspended' },
      { token: admin },
    );
    expect(res.data!.business.setStatus).toEqual({
      success: false,
      messageCode: 'PROVIDER_NOT_SUSPENDABLE',
      business: { status: 'active' },
    });
    const bad = await h.gql(
      SET_STATUS,
      { id: h.merchants.aroma, status: 'closed' },
      { token: admin },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Unknown status',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('creates, lists, edits and deletes stores with opening hours', async () => {
    const created = (
      await h.gql(CREATE_STORE, { merchantId: h.merchants.aroma, input: store }, { token: admin })
    ).data!.business.createStore;
    expect(created).toMatchObject({
      success: true,
      messageCode: 'STORE_SAVED',
      store: {
        merchantName: 'Aroma Cafe',
        name: 'Seafront Hire Point',
        phone: '+35724333445',
        openingHours: [{ day: 1 }, { day: 6 }],
      },
    });
    const id = created.store!._id;
    const listed = (await h.gql(STORES, { merchantId: h.merchants.aroma }, { token: admin })).data!
      .business.stores;
    expect(listed.map((s) => s.name)).toEqual([
      'Aroma Engomi',
      'Aroma Old Town',
      'Seafront Hire Point',
    ]);
    const edited = (
      await h.gql(
        UPDATE_STORE,
        { id, input: { ...store, name: 'Seafront Kiosk', openingHours: [] } },
        { token: admin },
      )
    ).data!.business.updateStore;
    expect(edited.store).toMatchObject({ name: 'Seafront Kiosk', openingHours: [] });
    expect((await h.gql(GET_STORE, { id }, { token: admin })).data!.business.store!.name).toBe(
      'Seafront Kiosk',
    );
    const deleted = (await h.gql(DELETE_STORE, { id }, { token: admin })).data!.business
      .deleteStore;
    expect(deleted).toEqual({ success: true, messageCode: 'STORE_DELETED', store: { _id: id } });
    expect(await h.database.db.select().from(stores).where(eq(stores.id, id))).toEqual([]);
    expect(
      (await h.gql(DELETE_STORE, { id }, { token: admin })).data!.business.deleteStore.messageCode,
    ).toBe('STORE_NOT_FOUND');
    const nowhere = await h.gql(
      CREATE_STORE,
      { merchantId: NO_ID, input: store },
      { token: admin },
    );
    expect(nowhere.data!.business.createStore.messageCode).toBe('BUSINESS_NOT_FOUND');
    const bad = await h.gql(
      CREATE_STORE,
      {
        merchantId: h.merchants.aroma,
        input: { ...store, openingHours: [{ day: 1, opens: '25:00', closes: '18:00' }] },
      },
      { token: admin },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Enter opening and closing times as HH:MM, once per day',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
