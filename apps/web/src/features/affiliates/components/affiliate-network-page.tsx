import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckCircle2, Link2, Pause, Pencil, UserPlus } from 'lucide-react';
import { AFFILIATE_STATUSES, referralSignupPath } from '@back-office/domain/affiliates';
import { Amount } from '../../../components/ui/amount';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import type { AffiliateFieldsFragment } from '../../../gql/graphql';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { useAffiliates, useApproveAffiliate, useSuspendAffiliate } from '../api/affiliates';
import { AffiliateDetailsDialog } from './affiliate-details-dialog';
import { AffiliateDialog } from './affiliate-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import {
  AFFILIATE_KIND_LABELS,
  AFFILIATE_STATUS_LABELS,
  AFFILIATE_STATUS_TONES,
} from './affiliate-labels';

type Affiliate = AffiliateFieldsFragment;
type View = 'list' | 'tree';

/** Copies an affiliate's sign-up link; where the clipboard is refused the toast shows the link. */
async function copyLink(code: string, copied: string, failed: (link: string) => string) {
  const link = `${window.location.origin}${referralSignupPath(code)}`;
  try {
    await navigator.clipboard.writeText(link);
    showToast('success', copied);
  } catch {
    showToast('info', failed(link));
  }
}

const columnHelper = createColumnHelper<Affiliate>();

// A first-level affiliate's sub-affiliates in the tree, by name, a page at a time.
function SubAffiliates({
  parentId,
  node,
}: {
  parentId: string;
  node: (affiliate: Affiliate) => ReactNode;
}) {
  const children = useAffiliates({ parentId });
  const rows = children.data?.pages.flatMap((page) => page.items) ?? [];
  if (rows.length === 0) return null;
  return (
    <ul className="mt-2 ml-6 space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {rows.map((child) => (
        <li key={child._id} data-testid="affiliate-tree-child">
          {node(child)}
        </li>
      ))}
      <LoadMore list={children} />
    </ul>
  );
}

// /affiliate-network (ADMIN): the affiliates as a list or as their two-level tree, with what
// each brought and earned; invite, edit, approve, suspend, copy a referral link.
export function AffiliateNetworkPage() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const can = useCan();
  usePageMeta('pageAffiliateNetwork', 'pageAffiliateNetworkDescription');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [view, setView] = useState<View>('list');
  const [dialog, setDialog] = useState<
    | { kind: 'edit'; affiliate: Affiliate | null }
    | { kind: 'suspend' | 'details'; affiliate: Affiliate }
    | null
  >(null);
  const filter = { search: search.trim() || null, status: status || null };
  // The tree is read a level at a time: first-level affiliates here, each one's own below it.
  const list = useAffiliates(view === 'tree' ? { rootsOnly: true } : filter);
  const approve = useApproveAffiliate();
  const suspend = useSuspendAffiliate();
  const write = can('affiliate:write');
  const affiliates = list.data?.pages.flatMap((page) => page.items) ?? [];

  const actions = (affiliate: Affiliate) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        aria-label={t('affiliateCopyLinkNamed', { name: affiliate.name })}
        title={t('affiliateCopyLink')}
        onClick={() =>
          void copyLink(affiliate.code, t('affiliateLinkCopied'), (link) =>
            t('affiliateLinkNotCopied', { link }),
          )
        }
      >
        <Link2 className="size-4" aria-hidden="true" />
      </Button>
      {write && affiliate.status !== 'active' && (
        <Button
          variant="ghost"
          aria-label={t('affiliateApproveNamed', { name: affiliate.name })}
          loading={approve.isPending && approve.variables === affiliate._id}
          onClick={() =>
            approve.mutate(affiliate._id, {
              onSuccess: () => showToast('success', t('affiliateApproved')),
            })
          }
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('affiliateApprove')}
        </Button>
      )}
      {write && affiliate.status === 'active' && (
        <Button
          variant="ghost"
          aria-label={t('affiliateSuspendNamed', { name: affiliate.name })}
          onClick={() => setDialog({ kind: 'suspend', affiliate })}
        >
          <Pause className="size-4" aria-hidden="true" />
          {t('affiliateSuspend')}
        </Button>
      )}
      {write && (
        <Button
          variant="ghost"
          aria-label={t('affiliateEditNamed', { name: affiliate.name })}
          title={t('affiliateEdit')}
          onClick={() => setDialog({ kind: 'edit', affiliate })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );

  const nameButton = (affiliate: Affiliate) => (
    <button
      type="button"
      className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
      onClick={() => setDialog({ kind: 'details', affiliate })}
    >
      {affiliate.name}
    </button>
  );
  const statusBadge = (affiliate: Affiliate) => (
    <Badge tone={AFFILIATE_STATUS_TONES[affiliate.status] ?? 'neutral'}>
      {label(AFFILIATE_STATUS_LABELS, affiliate.status)}
    </Badge>
  );
  const referred = (affiliate: Affiliate) =>
    t('affiliateReferredCounts', {
      businesses: affiliate.referredBusinesses,
      customers: affiliate.referredCustomers,
    });

  const columns: TableColumn<Affiliate>[] = [
    columnHelper.display({
      id: 'name',
      header: t('affiliateName'),
      cell: ({ row: { original: a } }) => (
        <div>
          {nameButton(a)}
          <p className="text-xs text-slate-600 dark:text-slate-400">{a.email}</p>
        </div>
      ),
      meta: { primary: true, csv: (a) => a.name },
    }),
    columnHelper.display({
      id: 'code',
      header: t('affiliateCode'),
      cell: ({ row: { original: a } }) => <code>{a.code}</code>,
      meta: { csv: (a) => a.code },
    }),
    columnHelper.display({
      id: 'kind',
      header: t('affiliateKind'),
      cell: ({ row: { original: a } }) => label(AFFILIATE_KIND_LABELS, a.kind),
      meta: { csv: (a) => a.kind },
    }),
    columnHelper.display({
      id: 'status',
      header: t('affiliateStatus'),
      cell: ({ row }) => statusBadge(row.original),
      meta: { csv: (a) => a.status },
    }),
    columnHelper.display({
      id: 'parent',
      header: t('affiliateParent'),
      cell: ({ row: { original: a } }) => a.parentName ?? '—',
      meta: { csv: (a) => a.parentName ?? '' },
    }),
    columnHelper.display({
      id: 'referred',
      header: t('affiliateReferred'),
      cell: ({ row }) => referred(row.original),
      meta: { csv: referred },
    }),
    columnHelper.display({
      id: 'earned',
      header: t('affiliateEarned'),
      cell: ({ row: { original: a } }) => <Amount minorUnits={a.earnedMinor} currency="EUR" />,
      meta: { align: 'end', csv: (a) => minorToDecimal(a.earnedMinor) },
    }),
    columnHelper.display({
      id: 'actions',
      header: '',
      cell: ({ row }) => actions(row.original),
      meta: { align: 'end' },
    }),
  ];

  const treeNode = (affiliate: Affiliate) => (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        {nameButton(affiliate)}
        <code className="text-xs">{affiliate.code}</code>
        {statusBadge(affiliate)}
        <span className="text-xs text-slate-600 dark:text-slate-400">{referred(affiliate)}</span>
      </div>
      {actions(affiliate)}
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageAffiliateNetwork')}
        description={t('pageAffiliateNetworkDescription')}
        actions={
          write && (
            <Button onClick={() => setDialog({ kind: 'edit', affiliate: null })}>
              <UserPlus className="size-4" aria-hidden="true" />
              {t('affiliateInvite')}
            </Button>
          )
        }
      />
      <Tabs
        label={t('affiliateViews')}
        tabs={[
          { key: 'list', label: t('affiliateViewList') },
          { key: 'tree', label: t('affiliateViewTree') },
        ]}
        selected={view}
        onSelect={setView}
      >
        {view === 'list' && (
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <TextField
              className="w-full sm:w-72"
              type="search"
              label={t('affiliateSearch')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              className="w-48"
              label={t('affiliateStatus')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...AFFILIATE_STATUSES.map((s) => ({
                  value: s,
                  label: label(AFFILIATE_STATUS_LABELS, s),
                })),
              ]}
            />
          </div>
        )}
        {!list.isSuccess ? (
          <QueryStatus failed={list.isError} onRetry={() => void list.refetch()} />
        ) : view === 'list' ? (
          <StaticTable
            label={t('pageAffiliateNetwork')}
            columns={columns}
            rows={affiliates}
            rowKey={(a) => a._id}
            exportName="affiliates"
            empty={t('affiliateEmpty')}
          />
        ) : affiliates.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('affiliateEmpty')}
          </p>
        ) : (
          <ul aria-label={t('affiliateTreeLabel')} className="space-y-3">
            {affiliates.map((root) => (
              <li key={root._id} data-testid="affiliate-tree-node">
                {treeNode(root)}
                <SubAffiliates parentId={root._id} node={treeNode} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={list} />
      </Tabs>
      {dialog?.kind === 'edit' && (
        <AffiliateDialog affiliate={dialog.affiliate} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'details' && (
        <AffiliateDetailsDialog affiliate={dialog.affiliate} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'suspend' && (
        <ConfirmDialog
          title={t('affiliateSuspendTitle')}
          message={t('affiliateSuspendText', { name: dialog.affiliate.name })}
          confirmLabel={t('affiliateSuspend')}
          danger
          onConfirm={async () => {
            await suspend.mutateAsync(dialog.affiliate._id);
            showToast('success', t('affiliateSuspended'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
