import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

const SEARCH_DEBOUNCE_MS = 300;

// A search box and the choices it finds (customers, offers): the server searches as one types,
// after a pause, and the select lists what it answered.
export function SearchPicker({
  searchLabel,
  label,
  placeholder,
  choices,
  loading,
  value,
  error,
  onSearch,
  onChange,
}: {
  searchLabel: string;
  label: string;
  // The select's first, empty choice.
  placeholder: string;
  choices: readonly SelectOption[];
  loading: boolean;
  value: string;
  error?: string;
  onSearch: (text: string) => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className="space-y-3">
      <TextField
        type="search"
        label={searchLabel}
        autoComplete="off"
        data-autofocus
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          window.clearTimeout(timer.current);
          onSearch(text.trim());
        }}
      />
      <SelectField
        label={label}
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        options={[
          {
            value: '',
            label: loading ? t('loading') : choices.length ? placeholder : t('pickerNoMatches'),
          },
          ...choices,
        ]}
      />
    </div>
  );
}
