import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { useSession } from '../../../lib/session/use-session';

const mySubscriptionDocument = graphql(`
  query MySubscription {
    subscription {
      mine {
        subscription {
          _id
          plan {
            _id
            nameEn
            nameEl
            priceMinor
            currency
            interval
            features {
              en
              el
            }
          }
          nextPlan {
            _id
            nameEn
            nameEl
          }
          status
          trialEndsAt
          endsAt
          currentPeriodStart
          currentPeriodEnd
          nextInvoiceAt
          nextInvoiceAmountMinor
          currency
          unpaidInvoiceCount
          pastDueAt
          expiresAt
        }
        periods {
          _id
          invoiceId
          invoiceNumber
          invoicePaid
        }
      }
    }
  }
`);

export type MySubscription = NonNullable<Awaited<ReturnType<typeof fetchMySubscription>>>;

async function fetchMySubscription() {
  return (await request(mySubscriptionDocument, {}, { notify: false })).subscription.mine;
}

// The selected business's own subscription (null without one), for its staff; keyed by business
// like the profile, so that another business's never shows.
export function useMySubscription() {
  const merchantId = useSession().selectedBusiness?.merchantId._id;
  return useQuery({
    queryKey: ['my-subscription', merchantId],
    enabled: merchantId !== undefined,
    queryFn: fetchMySubscription,
  });
}
