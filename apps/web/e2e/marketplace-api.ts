import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// The customer of DESIGN §6 whose wallet the browser tests use.
export const DEMO_WALLET_KEY = 'demo-wallet';

// A 1×1 PNG: the smallest file the server recognises as an image by its content.
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Names no other test (or worker) uses, so tests on the shared server never see each other's rows.
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
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

// Signs in through the API and selects the business, as a client without the web app would.
export async function apiToken(
  request: APIRequestContext,
  email: string,
  business: string,
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
    { email, password: DEMO_PASSWORD },
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

export async function createProduct(
  request: APIRequestContext,
  token: string,
  input: { name: string; category: string; priceMinor: number; stockQuantity: number },
): Promise<string> {
  const data = await graphql<{ product: { create: { product: { _id: string } } } }>(
    request,
    `
      mutation ($input: ProductInput!) {
        product {
          create(input: $input) {
            product {
              _id
            }
          }
        }
      }
    `,
    { input: { ...input, status: 'active' } },
    token,
  );
  return data.product.create.product._id;
}

export async function createOffer(
  request: APIRequestContext,
  token: string,
  input: { title: string; offerPriceMinor: number },
): Promise<string> {
  const now = Date.now();
  const data = await graphql<{ offer: { create: { offer: { _id: string } } } }>(
    request,
    `
      mutation ($input: OfferInput!) {
        offer {
          create(input: $input) {
            offer {
              _id
            }
          }
        }
      }
    `,
    {
      input: {
        ...input,
        validFrom: new Date(now - 60_000).toISOString(),
        validUntil: new Date(now + 86_400_000).toISOString(),
      },
    },
    token,
  );
  return data.offer.create.offer._id;
}

// The customer takes the offer in the wallet and shows the coupon's QR code: its text.
export async function takeOfferAndShowQr(
  request: APIRequestContext,
  offerTitle: string,
): Promise<{ couponId: string; token: string; userId: string }> {
  const offers = await graphql<{ wallet: { offers: { _id: string; title: string }[] } }>(
    request,
    `
      query ($walletKey: String!) {
        wallet {
          offers(walletKey: $walletKey) {
            _id
            title
          }
        }
      }
    `,
    { walletKey: DEMO_WALLET_KEY },
  );
  const offer = offers.wallet.offers.find((entry) => entry.title === offerTitle);
  expect(offer, `${offerTitle} is offered in the wallet`).toBeDefined();
  const taken = await graphql<{
    wallet: { takeOffer: { success: boolean; messageCode: string; couponId: string } };
  }>(
    request,
    `
      mutation ($walletKey: String!, $offerId: ID!) {
        wallet {
          takeOffer(walletKey: $walletKey, offerId: $offerId) {
            success
            messageCode
            couponId
          }
        }
      }
    `,
    { walletKey: DEMO_WALLET_KEY, offerId: offer?._id },
  );
  expect(taken.wallet.takeOffer).toMatchObject({ success: true, messageCode: 'OFFER_TAKEN' });
  const wallet = await graphql<{
    wallet: { get: { coupons: { id: string; qr: { text: string } | null }[] } };
  }>(
    request,
    `
      query ($walletKey: String!) {
        wallet {
          get(walletKey: $walletKey) {
            coupons {
              id
              qr {
                text
              }
            }
          }
        }
      }
    `,
    { walletKey: DEMO_WALLET_KEY },
  );
  const coupon = wallet.wallet.get.coupons.find(
    (entry) => entry.id === taken.wallet.takeOffer.couponId,
  );
  expect(coupon?.qr).toBeTruthy();
  return JSON.parse(coupon?.qr?.text ?? '{}') as {
    couponId: string;
    token: string;
    userId: string;
  };
}

// The cashier's scanner sends what the QR code says (coupon.scanQrCode).
export async function redeem(
  request: APIRequestContext,
  cashierToken: string,
  qr: { couponId: string; token: string; userId: string },
): Promise<{ success: boolean; messageCode: string }> {
  const data = await graphql<{ coupon: { scanQrCode: { success: boolean; messageCode: string } } }>(
    request,
    `
      mutation ($couponId: ID!, $token: String!, $userId: ID!) {
        coupon {
          scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
            success
            messageCode
          }
        }
      }
    `,
    qr,
    cashierToken,
  );
  return data.coupon.scanQrCode;
}
