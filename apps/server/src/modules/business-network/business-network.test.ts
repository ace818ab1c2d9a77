import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import type { BusinessNetworkListQueryVariables } from '../../test/gql/graphql';

const LIST = graphql(`
  query BusinessNetworkList($search: String, $first: Int, $after: String) {
    businessNetwork {
      list(search: $search, first: $first, after: $after) {
        items {
          _id
          name
          city
          country
          description
          logo
          website
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);
const SIGNUP = graphql(`
  mutation BusinessNetworkSignup(
    $name: String!
    $legalName: String!
    $companyEmail: String!
    $employeeEmail: String!
  ) {
    employee {
      signup(
        companyName: $name
        companyLegalName: $legalName
        companyEmail: $companyEmail
        companyPhone: "+35722123456"
        employeeFirstName: "Pat"
        employeeLastName: "Partner"
        employeeEmail: $employeeEmail
        employeePhone: "+35799123456"
        password: "partner-secret"
      ) {
        success
      }
    }
  }
`);
const signup = (name: string, email: string) => ({
  name,
  legalName: `${name} Ltd`,
  companyEmail: `info@${email}`,
  employeeEmail: `pat@${email}`,
});
const SET_STATUS = graphql(`
  mutation BusinessNetworkSetStatus($id: ID!, $status: String!) {
    business {
      setStatus(id: $id, status: $status) {
        success
      }
    }
  }
`);

describe.each(DATABASE_KINDS)('business network on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.token('EXECUTIVE')!;
    await h.gql(SIGNUP, signup('Olive Press', 'olive.test'));
    await h.gql(SIGNUP, signup('Sea Breeze Diving', 'breeze.test'));
  });
  afterAll(() => h?.close());

  const list = async (variables: BusinessNetworkListQueryVariables = {}, token = exec) =>
    (await h.gql(LIST, variables, { token })).data!.businessNetwork.list;

  it('businessNetwork.list is for EXECUTIVE only', async () => {
    await expectOnly(h, callers, ['EXECUTIVE'], LIST);
  });

  it('lists the other active partners, never the provider or the own business, with public fields only', async () => {
    const page = await list();
    expect(page.items.map((b) => b.name)).toEqual([
      'Blue Bay Travel',
      'Olive Press',
      'Sea Breeze Diving',
    ]);
    expect(page.items[0]).toEqual({
      _id: h.merchants.blueBay,
      name: 'Blue Bay Travel',
      city: 'Limassol',
      country: 'Cyprus',
      description: 'Holidays, flights and island tours.',
      logo: null,
      website: 'https://bluebay.demo.test',
    });
    const first = await list({ first: 2 });
    const rest = await list({ first: 2, after: first.endCursor });
    expect([...first.items, ...rest.items].map((b) => b.name)).toEqual(
      page.items.map((b) => b.name),
    );
    expect(first.totalCount).toBe(3);
  });

  it('searches by name, city or description', async () => {
    expect((await list({ search: 'limassol' })).items.map((b) => b.name)).toEqual([
      'Blue Bay Travel',
    ]);
    expect((await list({ search: 'island tours' })).items.map((b) => b.name)).toEqual([
      'Blue Bay Travel',
    ]);
    expect((await list({ search: 'breeze' })).items.map((b) => b.name)).toEqual([
      'Sea Breeze Diving',
    ]);
    expect((await list({ search: '%' })).items).toEqual([]);
  });

  it('leaves out suspended businesses', async () => {
    await h.gql(
      SET_STATUS,
      { id: h.merchants.blueBay, status: 'suspended' },
      { token: callers.token('ADMIN') },
    );
    expect((await list()).items.map((b) => b.name)).toEqual(['Olive Press', 'Sea Breeze Diving']);
  });
});
