import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import type { Programme } from '@back-office/domain/members';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { Column } from '../../../components/ui/data-table/types';
import { QueryStatus } from '../../../components/ui/query-status';
import type { MemberTierFieldsFragment } from '../../../gql/graphql';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useTiers } from '../api/members';
import { TierDialog } from './tier-dialog';
import { TierPrice } from './tier-price';

type Tier = MemberTierFieldsFragment;

// The programme's tiers by rank, with their price, period and members; create and edit them.
export function TiersSection({ programme, writable }: { programme: Programme; writable: boolean }) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const tiers = useTiers(programme);
  const [editing, setEditing] = useState<{ tier: Tier | null } | null>(null);
  const greek = i18n.language === 'el';
  const nextRank = Math.max(0, ...(tiers.data ?? []).map((tier) => tier.rank)) + 1;

  const columns: Column<Tier>[] = [
    {
      id: 'name',
      header: t('tierName'),
      primary: true,
      cell: (tier) => (
        <div>
          {localName(tier)}
          <p
            className="text-xs font-normal text-slate-600 dark:text-slate-400"
            lang={greek ? 'en' : 'el'}
          >
            {greek ? tier.nameEn : tier.nameEl}
          </p>
        </div>
      ),
    },
    { id: 'price', header: t('tierPrice'), cell: (tier) => <TierPrice tier={tier} /> },
    { id: 'rank', header: t('tierRank'), align: 'end', cell: (tier) => tier.rank },
    {
      id: 'active',
      header: t('tierState'),
      cell: (tier) => (
        <Badge tone={tier.active ? 'success' : 'neutral'}>
          {tier.active ? t('planActiveBadge') : t('planRetiredBadge')}
        </Badge>
      ),
    },
    { id: 'members', header: t('tierMembers'), align: 'end', cell: (tier) => tier.memberCount },
    ...(writable
      ? [
          {
            id: 'actions',
            header: '',
            align: 'end' as const,
            cell: (tier: Tier) => (
              <RowAction
                aria-label={t('tierEditNamed', { name: localName(tier) })}
                onClick={() => setEditing({ tier })}
              >
                {t('actionEdit')}
              </RowAction>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={`${programme}-tiers`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${programme}-tiers`} className="text-lg font-semibold">
          {t('tiersTitle')}
        </h2>
        {writable && (
          <Button variant="secondary" onClick={() => setEditing({ tier: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('tierNew')}
          </Button>
        )}
      </div>
      {!tiers.isSuccess ? (
        <QueryStatus failed={tiers.isError} onRetry={() => void tiers.refetch()} />
      ) : (
        <StaticTable
          label={t('tiersTitle')}
          columns={columns}
          rows={tiers.data}
          rowKey={(tier) => tier._id}
          empty={t('tiersEmpty')}
        />
      )}
      {editing && (
        <TierDialog
          programme={programme}
          tier={editing.tier}
          nextRank={nextRank}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
