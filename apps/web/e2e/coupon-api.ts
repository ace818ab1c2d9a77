import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// Direct calls to the server's GraphQL API, for what a test needs to arrange rather than show:
// a customer's fresh QR text, a staff member's token, an offer to take.

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

interface WalletCoupon {
  id: string;
  redeemed: boolean;
  metadata: { name: string };
  merchant: { name: string };
  qr: { text: string } | null;
}

// The QR text the customer's wallet shows now for one of their coupons (valid 60 s).
export async function walletQrText(
  request: APIRequestContext,
  walletKey: string,
  couponName: string,
): Promise<string> {
  const data = await graphql<{ wallet: { get: { coupons: WalletCoupon[] } } }>(
    request,
    `
      query ($walletKey: String!) {
        wallet {
          get(walletKey: $walletKey) {
            coupons {
              id
              redeemed
              metadata {
                name
              }
              merchant {
                name
              }
              qr {
                text
              }
            }
          }
        }
      }
    `,
    { walletKey },
  );
  const coupon = data.wallet.get.coupons.find((c) => c.metadata.name === couponName);
  expect(coupon?.qr, `${couponName} in ${walletKey} can still be redeemed`).toBeTruthy();
  return coupon!.qr!.text;
}

// An access token for the given business of a demo account, as after choosing it at sign-in.
export async function staffToken(
  request: APIRequestContext,
  email: string,
  business: string,
): Promise<string> {
  const login = await graphql<{
    employee: {
      employeeLogin: {
        token: string;
        employee: { businesses: { merchantId: { _id: string; name: string } }[] };
      };
    };
  }>(
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
    { email, password: DEMO_PASSWORD },
  );
  const { token, employee } = login.employee.employeeLogin;
  const merchantId = employee.businesses.find((b) => b.merchantId.name === business)?.merchantId
    ._id;
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
