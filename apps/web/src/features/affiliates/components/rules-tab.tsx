import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import type { Currency } from '@back-office/domain/constants';
import { formatBasisPoints, formatMoney } from '@back-office/domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { QueryStatus } from '../../../components/ui/query-status';
import type { CommissionRuleFieldsFragment } from '../../../gql/graphql';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { useActivateRule, useCommissionRules, useRetireRule } from '../api/affiliates';
import { RULE_SCOPE_LABELS, RULE_STATE_LABELS } from './affiliate-labels';
import { RuleDialog } from './rule-dialog';

type Rule = CommissionRuleFieldsFragment;

/** A rule's terms in one line: rate or amount, tiers, override, cap, duration, hold. */
export function useRuleTerms() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'el' ? 'el' : 'en';
  return (rule: Rule) => {
    const money = (minor: number) => formatMoney(minor, rule.currency as Currency, { language });
    return [
      rule.kind === 'percent' ? formatBasisPoints(rule.rateBp, language) : money(rule.fixedMinor),
      ...rule.tiers.map(
        (tier) => `≥ ${money(tier.fromMinor)}: ${formatBasisPoints(tier.rateBp, language)}`,
      ),
      `${t('ruleLevel2')}: ${formatBasisPoints(rule.level2RateBp, language)}`,
      rule.capMinor == null ? t('ruleNoCap') : `${t('ruleCap')}: ${money(rule.capMinor)}`,
      rule.durationMonths == null
        ? t('ruleForever')
        : `${t('ruleDuration')}: ${rule.durationMonths}`,
      `${t('ruleHold')}: ${rule.holdDays}`,
    ].join(' · ');
  };
}

const columnHelper = createColumnHelper<Rule>();

// The rules: one active per scope; a draft is compared on the What-if tab, then activated.
export function RulesTab() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const terms = useRuleTerms();
  const can = useCan();
  const write = can('commission:write');
  const rules = useCommissionRules();
  const activate = useActivateRule();
  const retire = useRetireRule();
  const [dialog, setDialog] = useState<
    { kind: 'new' } | { kind: 'activate' | 'retire'; rule: Rule } | null
  >(null);

  const columns: TableColumn<Rule>[] = [
    columnHelper.display({
      id: 'name',
      header: t('ruleName'),
      cell: ({ row: { original: r } }) => r.name,
      meta: { primary: true, csv: (r) => r.name },
    }),
    columnHelper.display({
      id: 'scope',
      header: t('ruleScope'),
      cell: ({ row: { original: r } }) => label(RULE_SCOPE_LABELS, r.scope),
      meta: { csv: (r) => r.scope },
    }),
    columnHelper.display({
      id: 'terms',
      header: t('ruleTerms'),
      cell: ({ row }) => terms(row.original),
      meta: { csv: terms },
    }),
    columnHelper.display({
      id: 'state',
      header: t('ruleState'),
      cell: ({ row: { original: r } }) => (
        <Badge tone={r.state === 'active' ? 'success' : r.state === 'draft' ? 'info' : 'neutral'}>
          {label(RULE_STATE_LABELS, r.state)}
        </Badge>
      ),
      meta: { csv: (r) => r.state },
    }),
    columnHelper.display({
      id: 'actions',
      header: '',
      cell: ({ row: { original: r } }) =>
        !write ? null : r.state === 'draft' ? (
          <Button
            variant="secondary"
            aria-label={t('ruleActivateNamed', { name: r.name })}
            onClick={() => setDialog({ kind: 'activate', rule: r })}
          >
            {t('ruleActivate')}
          </Button>
        ) : r.state === 'active' ? (
          <Button
            variant="secondary"
            aria-label={t('ruleRetireNamed', { name: r.name })}
            onClick={() => setDialog({ kind: 'retire', rule: r })}
          >
            {t('ruleRetire')}
          </Button>
        ) : null,
      meta: { align: 'end' },
    }),
  ];

  return (
    <div className="space-y-4">
      {write && (
        <div className="flex justify-end">
          <Button onClick={() => setDialog({ kind: 'new' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('ruleNew')}
          </Button>
        </div>
      )}
      {!rules.isSuccess ? (
        <QueryStatus failed={rules.isError} onRetry={() => void rules.refetch()} />
      ) : (
        <StaticTable
          label={t('ruleTable')}
          columns={columns}
          rows={rules.data}
          rowKey={(r) => r._id}
          exportName="commission-rules"
          empty={t('ruleEmpty')}
        />
      )}
      {dialog?.kind === 'new' && <RuleDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'activate' && (
        <ConfirmDialog
          title={t('ruleActivateTitle')}
          message={t('ruleActivateText', { name: dialog.rule.name })}
          confirmLabel={t('ruleActivate')}
          onConfirm={async () => {
            const result = await activate.mutateAsync(dialog.rule._id);
            showToast('success', messageText(result.messageKey));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'retire' && (
        <ConfirmDialog
          title={t('ruleRetireTitle')}
          message={t('ruleRetireText', { name: dialog.rule.name })}
          confirmLabel={t('ruleRetire')}
          danger
          onConfirm={async () => {
            const result = await retire.mutateAsync(dialog.rule._id);
            showToast('success', messageText(result.messageKey));
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
