import { useTranslation } from '../../../lib/i18n/use-translation';
import { Search } from 'lucide-react';
import { INPUT_MAX } from '@back-office/domain/constants';
import { inputClass, borderClass } from '../text-field';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

// Enter searches at once; typing searches after a pause (the table's).
export function SearchBox({ label, value, onChange, onSubmit }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="relative w-full sm:w-64">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={t('tableSearchPlaceholder')}
        maxLength={INPUT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
        className={`${inputClass} ${borderClass(false)} pl-9`}
      />
    </div>
  );
}
