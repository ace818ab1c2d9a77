import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { OFFER_STATUSES, type OfferStatus } from '@back-office/domain/catalog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import { RowAction } from '../../../components/ui/data-table/row-action';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { formatAmount } from '../../../lib/format-amount';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { filterChoice } from '../../../lib/list-filters';
import { reportProblem } from '../../../lib/report-problem';
import { useCan } from '../../../lib/session/use-can';
import { listOffers } from '../api/list-offers';
import { OFFERS_KEY, type Offer } from '../api/offer-fields';
import { isOfferStatus, OFFER_STATUS_LABELS, OFFER_STATUS_TONES } from '../labels';
import { allowedMoves, isDestructive, moveOf, MOVE_TEXTS } from '../offer-moves';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { OfferStatusChange, type OfferStatusRequest } from './offer-status-change';

interface OfferFilters {
  merchantId: string;
  status: string;
}

const OFFER_FILTER_DEFAULTS: OfferFilters = { merchantId: '', status: 'all' };

interface OffersTableProps {
  // Names the remembered column choices and the list's cache entry.
  id: string;
  label: string;
  // Only offers in this status (the pending page); otherwise a status filter is shown.
  fixedStatus?: OfferStatus;
  // Editing (of pending and rejected offers) belongs to the marketplace; review pages only
  // move offers along.
  onEdit?: (offer: Offer) => void;
  emptyText?: string;
}

const columnHelper = createColumnHelper<Offer>();

// Offers, newest first, with their status moves; an ADMIN sees every business's.
export function OffersTable({ id, label, fixedStatus, onEdit, emptyText }: OffersTableProps) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const can = useCan();
  const allBusinesses = can('business:any');
  const mayApprove = can('offer:approve');
  const [change, setChange] = useState<OfferStatusRequest | null>(null);

  const valueLabel = useValueLabel();
  const statusText = (offer: Offer) => valueLabel(OFFER_STATUS_LABELS, offer.status);
  const columns: TableColumn<Offer>[] = [
    columnHelper.display({
      id: 'title',
      header: t('offerTitle'),
      cell: ({ row: { original: offer } }) => (
        <span className="block">
          <span className="block font-medium">{offer.title}</span>
          {offer.productName && (
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              {offer.productName}
            </span>
          )}
        </span>
      ),
      meta: { primary: true, csv: (offer) => offer.title },
    }),
    ...(allBusinesses
      ? [
          columnHelper.display({
            id: 'business',
            header: t('columnBusiness'),
            cell: ({ row: { original: offer } }) => offer.merchantName,
            meta: { csv: (offer: Offer) => offer.merchantName },
          }),
        ]
      : []),
    columnHelper.display({
      id: 'product',
      header: t('offerProduct'),
      cell: ({ row: { original: offer } }) => offer.productName ?? '—',
      meta: { hiddenByDefault: true, csv: (offer) => offer.productName },
    }),
    columnHelper.display({
      id: 'value',
      header: t('offerValue'),
      cell: ({ row: { original: offer } }) => (
        <span className="inline-flex items-center gap-2">
          {offer.discountPercent != null && <Badge tone="info">−{offer.discountPercent}%</Badge>}
          <span className="tabular-nums">
            {formatAmount(offer.offerPriceMinor, offer.currency)}
          </span>
        </span>
      ),
      meta: { align: 'end', csv: (offer) => minorToDecimal(offer.offerPriceMinor) },
    }),
    columnHelper.display({
      id: 'validity',
      header: t('offerValidity'),
      cell: ({ row: { original: offer } }) => (
        <span className="text-xs whitespace-nowrap">
          {dates.dateTime(offer.validFrom)}
          <br />
          {dates.dateTime(offer.validUntil)}
        </span>
      ),
      meta: { csv: (offer) => `${offer.validFrom} – ${offer.validUntil}` },
    }),
    columnHelper.display({
      id: 'taken',
      header: t('offerTakenCount'),
      cell: ({ row: { original: offer } }) => (
        <span className="tabular-nums">
          {offer.taken} / {offer.quantityAvailable ?? '∞'}
        </span>
      ),
      meta: { align: 'end', csv: (offer) => `${offer.taken} / ${offer.quantityAvailable ?? ''}` },
    }),
    columnHelper.display({
      id: 'status',
      header: t('offerStatus'),
      cell: ({ row: { original: offer } }) => (
        <span className="block max-w-xs">
          <StatusBadge
            status={offer.status}
            labels={OFFER_STATUS_LABELS}
            tones={OFFER_STATUS_TONES}
          />
          {offer.rejectionReason && (
            <span className="mt-1 block text-xs text-red-700 dark:text-red-300">
              {t('offerRejectionReason', { reason: offer.rejectionReason })}
            </span>
          )}
        </span>
      ),
      meta: {
        csv: (offer) =>
          offer.rejectionReason
            ? `${statusText(offer)}: ${offer.rejectionReason}`
            : statusText(offer),
      },
    }),
    columnHelper.display({
      id: 'createdAt',
      header: t('columnCreatedAt'),
      cell: ({ row: { original: offer } }) => dates.date(offer.createdAt),
      meta: { hiddenByDefault: true, csv: (offer) => offer.createdAt },
    }),
  ];
  const table = useServerTable<Offer, OfferFilters>({
    id: id,
    columns,
    queryKey: [...OFFERS_KEY, id],
    fetchPage: ({ filters, search, first, after }) =>
      listOffers({
        filter: {
          merchantId: filters.merchantId || null,
          status: fixedStatus ?? filterChoice(filters.status),
          search: search || null,
        },
        first,
        after,
      }),
    initialFilters: OFFER_FILTER_DEFAULTS,
    getRowId: (offer) => offer._id,
  });

  const filters: ReactNode = (
    <>
      {allBusinesses && (
        <BusinessFilter
          value={table.filters.merchantId}
          onChange={(merchantId) => table.setFilters({ merchantId })}
        />
      )}
      {!fixedStatus && (
        <FilterSelect
          className="w-40"
          label={t('offerStatus')}
          value={table.filters.status}
          onChange={(status) => table.setFilters({ status })}
          options={OFFER_STATUSES.map((value) => ({ value, label: t(OFFER_STATUS_LABELS[value]) }))}
        />
      )}
    </>
  );

  const reviewing = mayApprove && fixedStatus === 'pending';

  return (
    <>
      <DataTable
        table={table}
        label={label}
        rowLabel={(offer) => offer.title}
        searchLabel={t('offerSearch')}
        filters={filters}
        exportName="offers"
        emptyText={emptyText}
        bulkActions={
          reviewing
            ? (rows) => (
                <>
                  <Button
                    onClick={() => setChange({ offers: rows, status: 'approved', move: 'approve' })}
                  >
                    {t('offerApproveSelected')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => setChange({ offers: rows, status: 'rejected', move: 'reject' })}
                  >
                    {t('offerRejectSelected')}
                  </Button>
                </>
              )
            : undefined
        }
        rowActions={(offer) => {
          const status = offer.status;
          return (
            <>
              {onEdit && (status === 'pending' || status === 'rejected') && (
                <RowAction onClick={() => onEdit(offer)}>{t('actionEdit')}</RowAction>
              )}
              {isOfferStatus(status) &&
                allowedMoves(status, mayApprove).map((to) => {
                  const move = moveOf(status, to);
                  return (
                    <RowAction
                      key={to}
                      danger={isDestructive(move)}
                      onClick={() => setChange({ offers: [offer], status: to, move })}
                    >
                      {t(MOVE_TEXTS[move].action)}
                    </RowAction>
                  );
                })}
              <RowAction
                onClick={() =>
                  reportProblem({
                    about: { kind: 'offer', id: offer._id },
                    subject: t('reportOfferSubject', { title: offer.title }),
                    category: 'marketplace',
                  })
                }
              >
                {t('reportProblem')}
              </RowAction>
            </>
          );
        }}
      />
      {change && (
        <OfferStatusChange
          request={change}
          onDone={table.clearSelection}
          onClose={() => setChange(null)}
        />
      )}
    </>
  );
}
