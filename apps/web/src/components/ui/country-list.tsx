import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Check, Search } from 'lucide-react';
import { COUNTRY_LIST_MAX_HEIGHT_PX } from '@back-office/domain/constants';
import { listCountries, type CountryCode } from '@back-office/domain/phone';
import { inputClass } from './text-field';

export function flagOf(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65),
  );
}

export interface CountryEntry {
  code: CountryCode;
  callingCode: string;
  name: string;
}

// Country names come from the browser in the reader's language, so no name list is shipped.
export function useCountries(): CountryEntry[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return listCountries()
      .map(({ code, callingCode }) => ({ code, callingCode, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

interface CountryListProps {
  countries: CountryEntry[];
  selected: CountryCode;
  onSelect: (code: CountryCode) => void;
  onCancel: () => void;
}

// A searchable listbox: type to filter, arrows to move, Enter to choose, Escape to leave.
export function CountryList({ countries, selected, onSelect, onCancel }: CountryListProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      needle
        ? countries.filter(
            (country) =>
              country.name.toLowerCase().includes(needle) ||
              country.code.toLowerCase() === needle ||
              country.callingCode.includes(needle.replace(/^\+?/, '+')),
          )
        : countries,
    [countries, needle],
  );
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (code: string) => `${listId}-${code}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = Math.min(Math.max(activeIndex + step, 0), shown.length - 1);
      setActive(next);
      document
        .getElementById(optionId(shown[next]?.code ?? ''))
        ?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = shown[activeIndex];
      if (choice) onSelect(choice.code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <div>
      <label className="relative block">
        <span className="sr-only">{t('searchCountry')}</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={shown[activeIndex] ? optionId(shown[activeIndex].code) : undefined}
          autoComplete="off"
          placeholder={t('searchCountry')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the list opens on the user's click: typing filters it at once
          autoFocus
          className={`${inputClass} border-slate-300 pl-9 dark:border-slate-700`}
        />
      </label>
      {shown.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-slate-500">{t('noCountriesFound')}</p>
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('selectCountry')}
          className="mt-2 overflow-y-auto"
          style={{ maxHeight: COUNTRY_LIST_MAX_HEIGHT_PX }}
        >
          {shown.map((country, index) => (
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the search field takes the keys (aria-activedescendant)
            <li
              key={country.code}
              id={optionId(country.code)}
              role="option"
              aria-selected={country.code === selected}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSelect(country.code)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                index === activeIndex
                  ? 'bg-brand-50 dark:bg-brand-500/15'
                  : 'hover:bg-slate-50 dark:hover:bg-slate-800'
              }`}
            >
              <span aria-hidden="true">{flagOf(country.code)}</span>
              <span className="flex-1 truncate">{country.name}</span>
              <span className="text-slate-500">{country.callingCode}</span>
              {country.code === selected && (
                <Check className="size-4 text-brand-600" aria-hidden="true" />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
