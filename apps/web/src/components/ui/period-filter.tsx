import { useTranslation } from '../../lib/i18n/use-translation';
import {
  PERIOD_PRESETS,
  presetRange,
  todayIn,
  type DayRange,
  type PeriodPreset,
} from '@back-office/domain/periods';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface Period {
  preset: PeriodPreset | 'all';
  /** The custom range's days (YYYY-MM-DD), used when preset is custom. */
  from: string;
  to: string;
}

export const ALL_TIME: Period = { preset: 'all', from: '', to: '' };

const PRESET_LABELS: Record<Period['preset'], string> = {
  all: 'periodAll',
  today: 'periodToday',
  yesterday: 'periodYesterday',
  last7Days: 'periodLast7Days',
  last30Days: 'periodLast30Days',
  thisMonth: 'periodThisMonth',
  thisYear: 'periodThisYear',
  custom: 'periodCustom',
};

/** The days a period covers in the time zone, or null for all time or an unfinished range. */
export function periodDays(period: Period, timeZone: string): DayRange | null {
  if (period.preset === 'all') return null;
  if (period.preset === 'custom')
    return period.from || period.to ? { from: period.from, to: period.to } : null;
  return presetRange(period.preset, todayIn(timeZone));
}

// A reporting period: the presets resolve to days in the business's time zone when the list
// asks, so "Today" stays today across midnight.
export function PeriodFilter({
  value,
  onChange,
  allowAll = true,
}: {
  value: Period;
  onChange: (period: Period) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const presets = allowAll ? (['all', ...PERIOD_PRESETS] as const) : PERIOD_PRESETS;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        className="w-40"
        label={t('period')}
        value={value.preset}
        onChange={(event) => onChange({ ...value, preset: event.target.value as Period['preset'] })}
        options={presets.map((preset) => ({
          value: preset,
          label: t(PRESET_LABELS[preset] as 'periodAll'),
        }))}
      />
      {value.preset === 'custom' && (
        <>
          <TextField
            className="w-40"
            type="date"
            label={t('periodFrom')}
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
          <TextField
            className="w-40"
            type="date"
            label={t('periodTo')}
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </>
      )}
    </div>
  );
}
