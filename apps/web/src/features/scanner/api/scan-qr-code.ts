import { graphql } from '../../../gql/gql';
import type { ScanQrCodeMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

// The scan call's public fields, and the scanner's own id for the scan, which its retries send
// again.
export const scanQrCodeDocument = graphql(`
  mutation ScanQrCode($couponId: ID!, $token: String!, $userId: ID!, $scanId: ID) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId, scanId: $scanId) {
        success
        messageCode
        redeemedAt
        previousRedemption {
          redeemedAt
          businessName
          byYou
          employeeName
        }
        coupon {
          id
          redeemed
          metadata {
            name
            retailPrice
          }
        }
        memberTiers {
          tierId
          programme
          nameEn
          nameEl
        }
      }
    }
  }
`);

// The result sheet reports every outcome itself, so the client adds no toast, and the
// scan flow retries a lost answer itself, saying so on screen.
export async function scanQrCode(variables: ScanQrCodeMutationVariables) {
  const data = await request(scanQrCodeDocument, variables, { notify: false, retry: false });
  return data.coupon.scanQrCode;
}
