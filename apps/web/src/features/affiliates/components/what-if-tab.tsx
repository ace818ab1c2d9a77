import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { WHAT_IF_DAYS } from '@back-office/domain/affiliates';
import type { Currency } from '@back-office/domain/constants';
import { Amount } from '../../../components/ui/amount';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import type { CommissionRuleInput } from '../../../gql/graphql';
import { useCommissionRules, useWhatIf } from '../api/affiliates';
import { useRuleTerms } from './rules-tab';

// Before activating a draft: what it would have paid on the real sales of the last 30 or 90
// days of what affiliates brought, beside what the rules in force paid on the same sales.
export function WhatIfTab() {
  const { t } = useTranslation();
  const terms = useRuleTerms();
  const rules = useCommissionRules();
  const drafts = (rules.data ?? []).filter((r) => r.state === 'draft');
  const [chosen, setChosen] = useState('');
  const [days, setDays] = useState<number>(WHAT_IF_DAYS[0]);
  const draft = drafts.find((r) => r._id === chosen) ?? drafts[0] ?? null;
  const input: CommissionRuleInput | null = draft && {
    name: draft.name,
    scope: draft.scope,
    kind: draft.kind,
    currency: draft.currency,
    rateBp: draft.rateBp,
    fixedMinor: draft.fixedMinor,
    level2RateBp: draft.level2RateBp,
    capMinor: draft.capMinor,
    durationMonths: draft.durationMonths,
    holdDays: draft.holdDays,
    tiers: draft.tiers.map(({ fromMinor, rateBp }) => ({ fromMinor, rateBp })),
  };
  const answer = useWhatIf(input, days);

  if (!rules.isSuccess)
    return <QueryStatus failed={rules.isError} onRetry={() => void rules.refetch()} />;
  if (!draft)
    return (
      <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('whatIfNoDraft')}
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="w-full sm:w-80"
          label={t('whatIfRule')}
          value={draft._id}
          onChange={(event) => setChosen(event.target.value)}
          options={drafts.map((r) => ({ value: r._id, label: r.name }))}
        />
        <SelectField
          className="w-full sm:w-48"
          label={t('whatIfWindow')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
          options={WHAT_IF_DAYS.map((d) => ({
            value: String(d),
            label: t('whatIfDays', { days: d }),
          }))}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{terms(draft)}</p>
      {!answer.isSuccess ? (
        <QueryStatus failed={answer.isError} onRetry={() => void answer.refetch()} />
      ) : (
        <div aria-live="polite" className="space-y-2">
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard
              testId="what-if-draft"
              label={t('whatIfDraft')}
              value={
                <Amount
                  minorUnits={answer.data.draftMinor}
                  currency={answer.data.currency as Currency}
                />
              }
            />
            <StatCard
              testId="what-if-current"
              label={t('whatIfCurrent')}
              value={
                <Amount
                  minorUnits={answer.data.currentMinor}
                  currency={answer.data.currency as Currency}
                />
              }
            />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('whatIfSales', { count: answer.data.sales })}
          </p>
        </div>
      )}
    </div>
  );
}
