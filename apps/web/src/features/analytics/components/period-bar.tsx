import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { GRANULARITIES, granularityProblem, type Granularity } from '@back-office/domain/periods';
import { PeriodFilter, type Period } from '../../../components/ui/period-filter';
import { SelectField } from '../../../components/ui/select-field';
import { messageText } from '../../../lib/i18n/message-text';
import type { AnalyticsPeriodState } from './use-analytics-period';

const GRANULARITY_LABELS = {
  hour: 'analyticsByHour',
  day: 'analyticsByDay',
  week: 'analyticsByWeek',
  month: 'analyticsByMonth',
} as const satisfies Record<Granularity, string>;

// The period and the size of a chart's buckets. A custom range reaches the address once both of
// its days are filled in; what the address got wrong is said above the figures.
export function PeriodBar({ state }: { state: AnalyticsPeriodState }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Period | null>(null);
  const shown = draft ?? state.period;

  function choose(next: Period) {
    if (next.preset === 'custom' && (!next.from || !next.to || next.from > next.to)) {
      setDraft(next);
      return;
    }
    setDraft(null);
    state.setPeriod(next);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <PeriodFilter value={shown} onChange={choose} allowAll={false} />
        <SelectField
          className="w-36"
          label={t('analyticsGranularity')}
          value={state.granularity}
          onChange={(event) => state.setGranularity(event.target.value as Granularity)}
          options={GRANULARITIES.filter((g) => !granularityProblem(state.range, g)).map((g) => ({
            value: g,
            label: t(GRANULARITY_LABELS[g]),
          }))}
        />
      </div>
      {state.problem && (
        <p role="alert" className="text-sm text-amber-700 dark:text-amber-400">
          {t('analyticsPeriodProblem', { problem: messageText(state.problem) })}
        </p>
      )}
    </div>
  );
}
