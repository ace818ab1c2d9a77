import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import type { Programme } from '@back-office/domain/members';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { QueryStatus } from '../../../components/ui/query-status';
import type { MemberTierFieldsFragment } from '../../../gql/graphql';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useTiers } from '../api/members';
import { TierDialog } from './tier-dialog';
import { TierPrice } from './tier-price';

type Tier = MemberTierFieldsFragment;

const columnHelper = createColumnHelper<Tier>();

// The programme's tiers by rank, with their price, period and members; create and edit them.
export function TiersSection({ programme, writable }: { programme: Programme; writable: boolean }) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const tiers = useTiers(programme);
  const [editing, setEditing] = useState<{ tier: Tier | null } | null>(null);
  const greek = i18n.language === 'el';
  const nextRank = Math.max(0, ...(tiers.data ?? []).map((tier) => tier.rank)) + 1;

  const columns: TableColumn<Tier>[] = [
    columnHelper.display({
      id: 'name',
      header: t('tierName'),
      cell: ({ row: { original: tier } }) => (
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
      meta: { primary: true },
    }),
    columnHelper.display({
      id: 'price',
      header: t('tierPrice'),
      cell: ({ row: { original: tier } }) => <TierPrice tier={tier} />,
    }),
    columnHelper.display({
      id: 'rank',
      header: t('tierRank'),
      cell: ({ row: { original: tier } }) => tier.rank,
      meta: { align: 'end' },
    }),
    columnHelper.display({
      id: 'active',
      header: t('tierState'),
      cell: ({ row: { original: tier } }) => (
        <Badge tone={tier.active ? 'success' : 'neutral'}>
          {tier.active ? t('planActiveBadge') : t('planRetiredBadge')}
        </Badge>
      ),
    }),
    columnHelper.display({
      id: 'members',
      header: t('tierMembers'),
      cell: ({ row: { original: tier } }) => tier.memberCount,
      meta: { align: 'end' },
    }),
    ...(writable
      ? [
          columnHelper.display({
            id: 'actions',
            header: '',
            cell: ({ row: { original: tier } }) => (
              <RowAction
                aria-label={t('tierEditNamed', { name: localName(tier) })}
                onClick={() => setEditing({ tier })}
              >
                {t('actionEdit')}
              </RowAction>
            ),
            meta: { align: 'end' as const },
          }),
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
