import type { ReactNode } from 'react';
import { costPerRedemption } from '@back-office/domain/advertisement';
import { Amount } from '../../../components/ui/amount';
import { HomeEmpty, HomePanel } from '../../../components/ui/home-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatCard } from '../../../components/ui/stat-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePageMeta } from '../../../lib/page-meta';
import { useCampaigns } from '../api/advertisement';
import { CAMPAIGN_STATE_LABELS, CAMPAIGN_STATE_TONES } from '../labels';

type Campaign = CampaignFieldsFragment;

// What one offer's campaigns did together, in one currency.
interface OfferFigures {
  key: string;
  title: string;
  currency: string;
  campaigns: Campaign[];
  impressions: number;
  taken: number;
  redemptions: number;
  spentMinor: number;
}

function byOffer(campaigns: Campaign[]): OfferFigures[] {
  const offers = new Map<string, OfferFigures>();
  for (const c of campaigns) {
    const key = `${c.offerId}:${c.currency}`;
    const entry = offers.get(key) ?? {
      key,
      title: c.offerTitle,
      currency: c.currency,
      campaigns: [],
      impressions: 0,
      taken: 0,
      redemptions: 0,
      spentMinor: 0,
    };
    entry.campaigns.push(c);
    entry.impressions += c.impressions;
    entry.taken += c.offersTaken;
    entry.redemptions += c.redemptions;
    entry.spentMinor += c.spentMinor;
    offers.set(key, entry);
  }
  return [...offers.values()].sort((a, b) => b.redemptions - a.redemptions);
}

// / for MARKETING: the business's campaigns at a glance and how each advertised offer does,
// read with advertisement:read (a business runs a handful of campaigns: the first page is all).
export function MarketingHome() {
  const { t } = useTranslation();
  usePageMeta('homeMarketingTitle', 'homeMarketingDescription');
  const campaigns = useCampaigns(false, null);
  const rows = campaigns.data?.pages.flatMap((page) => page.nodes) ?? [];
  const offers = byOffer(rows);
  const currencies = [...new Set(rows.map((c) => c.currency))];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('homeMarketingTitle')} description={t('homeMarketingDescription')} />
      {!campaigns.isSuccess ? (
        <QueryStatus failed={campaigns.isError} onRetry={() => void campaigns.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            <StatCard
              label={t('homeCampaignsRunning')}
              value={rows.filter((c) => c.state === 'active').length}
              testId="home-campaigns-running"
            />
            <StatCard
              label={t('homeCampaignsRedemptions')}
              value={rows.reduce((sum, c) => sum + c.redemptions, 0)}
              testId="home-campaigns-redemptions"
            />
            <StatCard
              label={t('homeCampaignsSpent')}
              value={
                currencies.length === 0
                  ? '—'
                  : currencies.map((currency) => (
                      <span key={currency} className="block">
                        <Amount
                          minorUnits={rows
                            .filter((c) => c.currency === currency)
                            .reduce((sum, c) => sum + c.spentMinor, 0)}
                          currency={currency}
                        />
                      </span>
                    ))
              }
              testId="home-campaigns-spent"
            />
          </div>
          <HomePanel
            title={t('homeOffersPerformance')}
            link={{ to: '/advertisement', label: t('homeOpenAdvertisement') }}
            testId="home-offers-performance"
          >
            {offers.length === 0 ? (
              <HomeEmpty>{t('homeCampaignsNone')}</HomeEmpty>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2">
                {offers.map((offer) => (
                  <OfferCard key={offer.key} offer={offer} />
                ))}
              </ul>
            )}
          </HomePanel>
        </>
      )}
    </div>
  );
}

function OfferCard({ offer }: { offer: OfferFigures }) {
  const { t } = useTranslation();
  const cost = costPerRedemption(offer.spentMinor, offer.redemptions);
  const figures: [string, ReactNode][] = [
    [t('campaignImpressions'), offer.impressions],
    [t('campaignOffersTaken'), offer.taken],
    [t('campaignRedemptions'), offer.redemptions],
    [t('campaignSpend'), <Amount minorUnits={offer.spentMinor} currency={offer.currency} />],
    [
      t('campaignCostPerRedemption'),
      cost === null ? '—' : <Amount minorUnits={cost} currency={offer.currency} />,
    ],
  ];
  return (
    <li
      aria-label={offer.title}
      className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{offer.title}</h3>
        <span className="flex flex-wrap gap-1">
          {offer.campaigns.map((c) => (
            <StatusBadge
              key={c._id}
              status={c.state}
              labels={CAMPAIGN_STATE_LABELS}
              tones={CAMPAIGN_STATE_TONES}
            />
          ))}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
