import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// Direct calls to the server's GraphQL API, for what a test needs to arrange rather than show,
// and the test data every such test names.

// The demo customer whose wallet the browser tests use.
export const DEMO_WALLET_KEY = 'demo-wallet';

// A 1×1 PNG: the smallest file the server recognises as an image by its content.
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Text no other test (or worker) uses, so tests on the shared server never see each other's rows.
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueSuffix()}`;
}

// One operation; the test fails on an HTTP error or a GraphQL error.
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

interface Login {
  employee: {
    employeeLogin: {
      token: string;
      employee: { businesses: { merchantId: { _id: string; name: string } }[] };
    };
  };
}

// Signs in through the API and selects the business, as a client without the web app would:
// an access token for that business (a demo account's, unless a password is given).
export async function apiToken(
  request: APIRequestContext,
  email: string,
  business: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const login = await graphql<Login>(
    request,
    `
      mutation ($email: String!, $password: String!) {
        employee {
          employeeLogin(email: $email, password: $password) {
            token
            employee {
              businesses {
                merchantId {
                  _id
                  name
                }
              }
            }
          }
        }
      }
    `,
    { email, password },
  );
  const { token, employee } = login.employee.employeeLogin;
  const merchantId = employee.businesses.find((entry) => entry.merchantId.name === business)
    ?.merchantId._id;
  const selected = await graphql<{ employee: { selectBusiness: { token: string } } }>(
    request,
    `
      mutation ($merchantId: ID!) {
        employee {
          selectBusiness(merchantId: $merchantId) {
            token
          }
        }
      }
    `,
    { merchantId },
    token,
  );
  return selected.employee.selectBusiness.token;
}
