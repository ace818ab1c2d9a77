import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import { SUBSCRIPTION_STATUSES } from '@back-office/domain/subscriptions';
import { NextInvoice } from '../../../components/subscription/next-invoice';
import { Button } from '../../../components/ui/button';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import type { SubscriptionFieldsFragment, SubscriptionFilter } from '../../../gql/graphql';
import { useBusinessOptions } from '../../../lib/business-options/list-business-options';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from '../../../lib/subscription-labels';
import { usePlans, useSubscriptions, useUnsubscribedBusinesses } from '../api/subscriptions';
import { SubscribeDialog } from './subscribe-dialog';

type Subscription = SubscriptionFieldsFragment;

const linkClass =
  'text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

const columnHelper = createColumnHelper<Subscription>();

// The businesses' subscriptions with filters and "Subscribe a business". A business given in the
// address (?business=, from the businesses list) is offered for subscribing when it has no
// subscription, and otherwise narrows the list to its name.
export function SubscribersTab({
  business,
  onBusinessHandled,
  onOpen,
}: {
  business: string | null;
  onBusinessHandled: () => void;
  onOpen: (subscriptionId: string) => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const localName = useLocalName();
  const dates = useBusinessDateFormat();
  const [planId, setPlanId] = useState('');
  const [status, setStatus] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [subscribing, setSubscribing] = useState<{ merchantId: string } | null>(null);
  const unsubscribed = useUnsubscribedBusinesses({ merchantId: business }, Boolean(business));
  const businesses = useBusinessOptions(Boolean(business));
  const subscribable = Boolean(business && unsubscribed.data?.some((b) => b._id === business));
  // The business of the address, while it is the filter: its name is the search.
  const named = business && !subscribable ? businesses.data?.find((b) => b._id === business) : null;
  const filter: SubscriptionFilter = {
    planId: planId || null,
    status: status || null,
    search: (named ? named.name : search) || null,
  };
  const list = useSubscriptions(filter);
  const plans = usePlans();
  const rows = list.data?.pages.flatMap((page) => page.nodes) ?? [];
  const filtered = Object.values(filter).some((value) => value !== null);
  const subscribeFor = subscribing ?? (subscribable && business ? { merchantId: business } : null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
  };

  const columns: TableColumn<Subscription>[] = [
    columnHelper.display({
      id: 'business',
      header: t('columnBusiness'),
      cell: ({ row: { original: s } }) => (
        <button
          type="button"
          className={linkClass}
          aria-label={t('subscriptionOpenNamed', { name: s.businessName })}
          onClick={() => onOpen(s._id)}
        >
          {s.businessName}
        </button>
      ),
      meta: { primary: true, csv: (s) => s.businessName },
    }),
    columnHelper.display({
      id: 'plan',
      header: t('subscriptionPlanColumn'),
      cell: ({ row: { original: s } }) => (
        <div>
          {localName(s.plan)}
          {s.nextPlan && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('subscriptionNextPlan', { plan: localName(s.nextPlan) })}
            </p>
          )}
        </div>
      ),
    }),
    columnHelper.display({
      id: 'status',
      header: t('subscriptionStatusColumn'),
      cell: ({ row: { original: s } }) => (
        <StatusBadge
          status={s.status}
          labels={SUBSCRIPTION_STATUS_LABELS}
          tones={SUBSCRIPTION_STATUS_TONES}
        />
      ),
    }),
    columnHelper.display({
      id: 'period',
      header: t('subscriptionCurrentPeriod'),
      cell: ({ row: { original: s } }) =>
        s.currentPeriodStart && s.currentPeriodEnd
          ? `${dates.date(s.currentPeriodStart)} – ${dates.date(s.currentPeriodEnd)}`
          : '—',
    }),
    columnHelper.display({
      id: 'next',
      header: t('subscriptionNextInvoice'),
      cell: ({ row: { original: s } }) => <NextInvoice subscription={s} />,
    }),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={onSearch} className="w-full sm:w-64">
          <TextField
            type="search"
            label={t('subscriptionSearch')}
            value={named ? named.name : searchText}
            onChange={(event) => {
              if (named) onBusinessHandled();
              setSearchText(event.target.value);
              if (!event.target.value) setSearch('');
            }}
            onBlur={() => setSearch(searchText.trim())}
          />
        </form>
        <SelectField
          className="w-44"
          label={t('subscriptionPlanColumn')}
          value={planId}
          onChange={(event) => setPlanId(event.target.value)}
          options={[
            { value: '', label: t('filterAll') },
            ...(plans.data ?? []).map((plan) => ({ value: plan._id, label: localName(plan) })),
          ]}
        />
        <SelectField
          className="w-40"
          label={t('subscriptionStatusColumn')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: '', label: t('filterAll') },
            ...SUBSCRIPTION_STATUSES.map((s) => ({
              value: s,
              label: label(SUBSCRIPTION_STATUS_LABELS, s),
            })),
          ]}
        />
        <Button className="ml-auto" onClick={() => setSubscribing({ merchantId: '' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('subscribeBusiness')}
        </Button>
      </div>
      {!list.isSuccess ? (
        <QueryStatus failed={list.isError} onRetry={() => void list.refetch()} />
      ) : (
        <StaticTable
          label={t('subscriptionList')}
          columns={columns}
          rows={rows}
          rowKey={(s) => s._id}
          empty={filtered ? t('subscriptionNoMatches') : t('subscriptionEmpty')}
        />
      )}
      <LoadMore list={list} />
      {subscribeFor && (
        <SubscribeDialog
          merchantId={subscribeFor.merchantId}
          onClose={() => {
            setSubscribing(null);
            if (business) onBusinessHandled();
          }}
          onSubscribed={(id) => {
            setSubscribing(null);
            onOpen(id);
          }}
        />
      )}
    </div>
  );
}
