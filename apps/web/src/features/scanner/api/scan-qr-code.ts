import { graphql } from '../../../gql/gql';
import type { ScanQrCodeMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

// SPEC §7, field for field.
export const scanQrCodeDocument = graphql(`
  mutation ScanQrCode($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
        redeemedAt
        coupon {
          id
          redeemed
          metadata {
            name
            retailPrice
          }
        }
      }
    }
  }
`);

// The result sheet reports every outcome itself (SPEC §8), so the client adds no toast.
export async function scanQrCode(variables: ScanQrCodeMutationVariables) {
  const data = await request(scanQrCodeDocument, variables, { notify: false });
  return data.coupon.scanQrCode;
}
