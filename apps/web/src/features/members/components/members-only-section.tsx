import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Lock } from 'lucide-react';
import type { Programme } from '@back-office/domain/members';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { QueryStatus } from '../../../components/ui/query-status';
import type { MembersOnlyOffersQuery } from '../../../gql/graphql';
import { useLocalName } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { useMembersOnlyOffers, useSetMembersOnly } from '../api/members';
import { MembersOnlyDialog } from './members-only-dialog';

type Offer = MembersOnlyOffersQuery['member']['membersOnlyOffers'][number];

const columnHelper = createColumnHelper<Offer>();

// The programme's members-only offers; mark another one, or open one to everyone again.
export function MembersOnlySection({
  programme,
  writable,
}: {
  programme: Programme;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const offers = useMembersOnlyOffers(programme);
  const save = useSetMembersOnly();
  const [marking, setMarking] = useState(false);
  const [opening, setOpening] = useState<Offer | null>(null);

  const columns: TableColumn<Offer>[] = [
    columnHelper.display({
      id: 'title',
      header: t('membersOnlyOffer'),
      cell: ({ row: { original: offer } }) => offer.title,
      meta: { primary: true },
    }),
    columnHelper.display({
      id: 'business',
      header: t('columnBusiness'),
      cell: ({ row: { original: offer } }) => offer.businessName,
    }),
    columnHelper.display({
      id: 'tier',
      header: t('memberTier'),
      cell: ({ row: { original: offer } }) => localName(offer.tier),
    }),
    ...(writable
      ? [
          columnHelper.display({
            id: 'actions',
            header: '',
            cell: ({ row: { original: offer } }) => (
              <RowAction
                aria-label={t('membersOnlyOpenNamed', { title: offer.title })}
                onClick={() => setOpening(offer)}
              >
                {t('membersOnlyOpen')}
              </RowAction>
            ),
            meta: { align: 'end' as const },
          }),
        ]
      : []),
  ];

  return (
    <section aria-labelledby={`${programme}-members-only`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${programme}-members-only`} className="text-lg font-semibold">
          {t('membersOnlyTitle')}
        </h2>
        {writable && (
          <Button variant="secondary" onClick={() => setMarking(true)}>
            <Lock className="size-4" aria-hidden="true" />
            {t('membersOnlyMark')}
          </Button>
        )}
      </div>
      {!offers.isSuccess ? (
        <QueryStatus failed={offers.isError} onRetry={() => void offers.refetch()} />
      ) : (
        <StaticTable
          label={t('membersOnlyTitle')}
          columns={columns}
          rows={offers.data}
          rowKey={(offer) => offer.offerId}
          empty={t('membersOnlyEmpty')}
        />
      )}
      {marking && <MembersOnlyDialog programme={programme} onClose={() => setMarking(false)} />}
      {opening && (
        <ConfirmDialog
          title={t('membersOnlyOpenTitle', { title: opening.title })}
          message={t('membersOnlyOpenText')}
          confirmLabel={t('membersOnlyOpen')}
          onConfirm={async () => {
            const result = await save.mutateAsync({ offerId: opening.offerId, tierId: null });
            showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
          }}
          onClose={() => setOpening(null)}
        />
      )}
    </section>
  );
}
