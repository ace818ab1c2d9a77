import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_WALLET_KEY, graphql } from './api';

// The marketplace's operations through the API: products and offers to arrange, coupons in a
// wallet and their QR text, and a redemption at the counter.

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

// Valid from a minute ago for a day, unless the input says otherwise.
export async function createOffer(
  request: APIRequestContext,
  token: string,
  input: { title: string; offerPriceMinor: number; validFrom?: string; validUntil?: string },
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
        validFrom: new Date(now - 60_000).toISOString(),
        validUntil: new Date(now + 86_400_000).toISOString(),
        ...input,
      },
    },
    token,
  );
  return data.offer.create.offer._id;
}

// The provider approves a pending offer, which customers can then take.
export async function approveOffer(
  request: APIRequestContext,
  adminToken: string,
  offerId: string,
): Promise<void> {
  await graphql(
    request,
    `
      mutation ($id: ID!) {
        offer {
          setStatus(id: $id, status: "approved") {
            success
          }
        }
      }
    `,
    { id: offerId },
    adminToken,
  );
}

interface WalletCoupon {
  id: string;
  metadata: { name: string };
  qr: { text: string } | null;
}

// The coupons a wallet shows now, with the QR text of each that can still be redeemed (valid
// 60 s).
async function walletCoupons(
  request: APIRequestContext,
  walletKey: string,
): Promise<WalletCoupon[]> {
  const data = await graphql<{ wallet: { get: { coupons: WalletCoupon[] } } }>(
    request,
    `
      query ($walletKey: String!) {
        wallet {
          get(walletKey: $walletKey) {
            coupons {
              id
              metadata {
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
  return data.wallet.get.coupons;
}

// The QR text the customer's wallet shows now for one of their coupons.
export async function walletQrText(
  request: APIRequestContext,
  walletKey: string,
  couponName: string,
): Promise<string> {
  const coupon = (await walletCoupons(request, walletKey)).find(
    (entry) => entry.metadata.name === couponName,
  );
  expect(coupon?.qr, `${couponName} in ${walletKey} can still be redeemed`).toBeTruthy();
  return coupon!.qr!.text;
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
  const coupon = (await walletCoupons(request, DEMO_WALLET_KEY)).find(
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
