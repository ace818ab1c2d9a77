import { useTranslation } from '../../../lib/i18n/use-translation';
import { Search } from 'lucide-react';
import { INPUT_MAX } from '@back-office/domain/constants';
import { stripTags } from '@back-office/domain/inputs';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FILTER_PARAMS, hasFilters, type ScanFilterParams } from '../scan-filter';
import { SCAN_OUTCOMES } from '../scan-outcomes';

type FilterChanges = Partial<Record<(typeof FILTER_PARAMS)[number], string>>;

// Outcome and dates apply as soon as they change; the search on Enter, with markup
// removed as every search box does.
export function ScanFilters({
  params,
  onChange,
}: {
  params: ScanFilterParams;
  onChange: (changes: FilterChanges) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <form
        role="search"
        className="col-span-2 flex items-end gap-2 lg:col-span-1"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('search');
          onChange({ search: typeof value === 'string' ? stripTags(value).trim() : '' });
        }}
      >
        <TextField
          // A value set from outside (Clear, the back button) replaces what was typed.
          key={params.search}
          label={t('scanSearch')}
          name="search"
          type="search"
          defaultValue={params.search}
          maxLength={INPUT_MAX}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" aria-label={t('search')}>
          <Search className="size-4" aria-hidden="true" />
        </Button>
      </form>
      <SelectField
        className="col-span-2 lg:col-span-1"
        label={t('scanOutcome')}
        value={params.outcome}
        onChange={(event) => onChange({ outcome: event.target.value })}
        options={[
          { value: '', label: t('scanOutcomeAll') },
          ...SCAN_OUTCOMES.map(({ code, label }) => ({ value: code, label: t(label) })),
        ]}
      />
      <TextField
        label={t('scanFrom')}
        type="date"
        value={params.from}
        max={params.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        label={t('scanTo')}
        type="date"
        value={params.to}
        min={params.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      {hasFilters(params) && (
        <Button
          variant="ghost"
          className="col-span-2 lg:col-span-1"
          onClick={() => onChange(Object.fromEntries(FILTER_PARAMS.map((name) => [name, ''])))}
        >
          {t('clear')}
        </Button>
      )}
    </div>
  );
}
