import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_KINDS, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const LIST = `query ($search: String, $first: Int, $after: String) { businessNetwork { list(search: $search, first: $first, after: $after) {
  items { _id name city country description logo website } totalCount endCursor hasNextPage } } }`;
const SIGNUP = (
  name: string,
  email: string,
) => `mutation { employee { signup(companyName: "${name}", companyLegalName: "${name} Ltd",
  companyEmail: "info@${email}", companyPhone: "+35722123456", employeeFirstName: "Pat", employeeLastName: "Partner",
  employeeEmail: "pat@${email}", employeePhone: "+35799123456", password: "partner-secret") { success } } }`;
const SET_STATUS = `mutation ($id: ID!, $status: String!) { business { setStatus(id: $id, status: $status) { success } } }`;

describe.each(DATABASE_KINDS)('business network on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.token('EXECUTIVE')!;
    await h.gql(SIGNUP('Olive Press', 'olive.test'));
    await h.gql(SIGNUP('Sea Breeze Diving', 'breeze.test'));
  });
  afterAll(() => h?.close());

  const list = async (variables: Record<string, unknown> = {}, token = exec) =>
    (await h.gql<Any>(LIST, variables, { token })).data.businessNetwork.list;

  it('businessNetwork.list is for EXECUTIVE only', async () => {
    await expectOnly(h, callers, ['EXECUTIVE'], LIST);
  });

  it('lists the other active partners, never the provider or the own business, with public fields only', async () => {
    const page = await list();
    expect(page.items.map((b: Any) => b.name)).toEqual([
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
    expect([...first.items, ...rest.items].map((b: Any) => b.name)).toEqual(
      page.items.map((b: Any) => b.name),
    );
    expect(first.totalCount).toBe(3);
  });

  it('searches by name, city or description', async () => {
    expect((await list({ search: 'limassol' })).items.map((b: Any) => b.name)).toEqual([
      'Blue Bay Travel',
    ]);
    expect((await list({ search: 'island tours' })).items.map((b: Any) => b.name)).toEqual([
      'Blue Bay Travel',
    ]);
    expect((await list({ search: 'breeze' })).items.map((b: Any) => b.name)).toEqual([
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
    expect((await list()).items.map((b: Any) => b.name)).toEqual([
      'Olive Press',
      'Sea Breeze Diving',
    ]);
  });
});
