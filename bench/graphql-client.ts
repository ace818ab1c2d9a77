export async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export const LOGIN = `mutation ($email: String!, $password: String!) { employee { employeeLogin(email: $email, password: $password) {
  success token refreshToken employee { businesses { merchantId { _id name } } } } } }`;
export const SELECT = `mutation ($merchantId: ID!) { employee { selectBusiness(merchantId: $merchantId) { success token refreshToken } } }`;
export const REFRESH = `mutation RefreshEmployeeToken { employee { refreshEmployeeToken { success token refreshToken } } }`;

interface LoginData {
  employee: {
    employeeLogin: {
      token: string;
      employee: { businesses: { merchantId: { _id: string; name: string } }[] };
    };
  };
}

/** Signs in and selects the named business; returns the tokens a client would hold. */
export async function session(url: string, email: string, business: string) {
  const login = await gql<LoginData>(url, LOGIN, { email, password: 'Demo1234' });
  const { token, employee } = login.employee.employeeLogin;
  const merchantId = employee.businesses.find((b) => b.merchantId.name === business)!.merchantId
    ._id;
  const selected = await gql<{
    employee: { selectBusiness: { token: string; refreshToken: string } };
  }>(url, SELECT, { merchantId }, { authorization: `Bearer ${token}` });
  return { loginToken: token, merchantId, ...selected.employee.selectBusiness };
}

/**
 * Fails unless the list answers a full page of 20 for these variables: a deep page's scenario
 * must measure a real page, not an empty answer.
 */
export async function expectFullPage(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  what: string,
): Promise<void> {
  const data = await gql<Record<string, Record<string, { items?: unknown[]; nodes?: unknown[] }>>>(
    url,
    query,
    variables,
    { authorization: `Bearer ${token}` },
  );
  // A page holds its rows as items, or as nodes in the older lists.
  const list = Object.values(Object.values(data)[0]!)[0]!;
  if ((list.items ?? list.nodes)?.length !== 20)
    throw new Error(`the ${what} did not answer 20 rows`);
}
