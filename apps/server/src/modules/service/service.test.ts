import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { services } from '../../db/schema';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';

graphql(`
  fragment ServiceTestFields on Service {
    _id
    name
    description
    durationMinutes
    priceMinor
    currency
    active
  }
`);
const LIST = graphql(`
  query ServiceList($filter: ServiceFilter, $first: Int, $after: String) {
    service {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...ServiceTestFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);
const GET = graphql(`
  query ServiceGet($id: ID!) {
    service {
      get(id: $id) {
        ...ServiceTestFields
      }
    }
  }
`);
const CREATE = graphql(`
  mutation ServiceCreate($input: ServiceInput!) {
    service {
      create(input: $input) {
        success
        messageCode
        service {
          ...ServiceTestFields
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation ServiceUpdate($id: ID!, $input: ServiceInput!) {
    service {
      update(id: $id, input: $input) {
        success
        messageCode
        service {
          ...ServiceTestFields
        }
      }
    }
  }
`);
const DELETE = graphql(`
  mutation ServiceDelete($id: ID!) {
    service {
      delete(id: $id) {
        success
        messageCode
        service {
          _id
        }
      }
    }
  }
`);
const NO_ID = '00000000-0000-0000-0000-000000000000';

const tasting = {
  name: 'Espresso Tasting',
  description: 'Three single origins side by side.',
  durationMinutes: 40,
  priceMinor: 1200,
};

describe.each(DATABASE_KINDS)('services on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: string;
  let execBlue: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.token('EXECUTIVE')!;
    execBlue = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
  });
  afterAll(() => h?.close());

  it.each([
    ['service.list', LIST, {}],
    ['service.get', GET, { id: NO_ID }],
    ['service.create', CREATE, { input: { ...tasting, name: '' } }],
    ['service.update', UPDATE, { id: NO_ID, input: tasting }],
    ['service.delete', DELETE, { id: NO_ID }],
  ])('%s is for EXECUTIVE only', async (_name, query, variables) => {
    await expectOnly(h, callers, ['EXECUTIVE'], query, variables);
  });

  it("lists the own business's services by name, filtered and paged", async () => {
    const all = (await h.gql(LIST, { first: 100 }, { token: exec })).data!.service.list;
    expect(all.items.map((s) => s.name)).toEqual([
      'Barista Masterclass',
      'Breakfast Delivery',
      'Coffee Cupping Session',
      'Latte Art Workshop',
      'Private Event Catering (per hour)',
    ]);
    const active = (await h.gql(LIST, { filter: { active: false } }, { token: exec })).data!.service
      .list;
    expect(active.items.map((s) => s.name)).toEqual(['Breakfast Delivery']);
    const search = (await h.gql(LIST, { filter: { search: 'ART' } }, { token: exec })).data!.service
      .list;
    expect(search.items.map((s) => s.name)).toEqual(['Latte Art Workshop']);
    const first = (await h.gql(LIST, { first: 3 }, { token: exec })).data!.service.list;
    const rest = (await h.gql(LIST, { first: 3, after: first.endCursor }, { token: exec })).data!
      .service.list;
    expect([...first.items, ...rest.items].map((s) => s._id)).toEqual(all.items.map((s) => s._id));
    expect(first.totalCount).toBe(5);
  });

  it('creates, edits and deletes a service', async () => {
    const created = (await h.gql(CREATE, { input: tasting }, { token: exec })).data!.service.create;
    expect(created).toMatchObject({
      success: true,
      messageCode: 'SERVICE_SAVED',
      service: { ...tasting, currency: 'EUR', active: true },
    });
    const id = created.service!._id;
    const edited = (
      await h.gql(
        UPDATE,
        { id, input: { ...tasting, priceMinor: 1500, currency: 'GBP', active: false } },
        { token: exec },
      )
    ).data!.service.update;
    expect(edited.service).toMatchObject({ priceMinor: 1500, currency: 'GBP', active: false });
    expect((await h.gql(GET, { id }, { token: exec })).data!.service.get!.priceMinor).toBe(1500);
    expect((await h.gql(DELETE, { id }, { token: exec })).data!.service.delete).toEqual({
      success: true,
      messageCode: 'SERVICE_DELETED',
      service: { _id: id },
    });
    expect((await h.gql(GET, { id }, { token: exec })).data!.service.get).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name', 'Service name is required'],
    [{ durationMinutes: 0 }, 'durationMinutes', 'Duration must be between 5 and 1440 minutes'],
    [{ durationMinutes: 12.5 }, 'durationMinutes', 'Must be a whole number'],
    [{ priceMinor: -1 }, 'priceMinor', 'Price must be from 0.00 to 999,999.00'],
    [{ currency: 'JPY' }, 'currency', 'Choose EUR, USD or GBP'],
  ])('refuses %o with the field message', async (patch, field, message) => {
    const res = await h.gql(CREATE, { input: { ...tasting, ...patch } }, { token: exec });
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
    });
  });

  it("keeps an EXECUTIVE of Aroma Cafe out of Blue Bay Travel's services by id", async () => {
    const [blue] = await h.database.db
      .select()
      .from(services)
      .where(eq(services.merchantId, h.merchants.blueBay))
      .limit(1);
    expect((await h.gql(GET, { id: blue!.id }, { token: exec })).data!.service.get).toBeNull();
    expect(
      (await h.gql(UPDATE, { id: blue!.id, input: tasting }, { token: exec })).data!.service.update,
    ).toEqual({ success: false, messageCode: 'SERVICE_NOT_FOUND', service: null });
    expect(
      (await h.gql(DELETE, { id: blue!.id }, { token: exec })).data!.service.delete.messageCode,
    ).toBe('SERVICE_NOT_FOUND');
    const [unchanged] = await h.database.db
      .select()
      .from(services)
      .where(eq(services.id, blue!.id));
    expect(unchanged).toEqual(blue);
    const blueList = (await h.gql(LIST, { first: 100 }, { token: execBlue })).data!.service.list
      .items;
    expect(blueList.map((s) => s._id)).toContain(blue!.id);
    const aromaList = (await h.gql(LIST, { first: 100 }, { token: exec })).data!.service.list.items;
    expect(aromaList.map((s) => s._id)).not.toContain(blue!.id);
  });
});
