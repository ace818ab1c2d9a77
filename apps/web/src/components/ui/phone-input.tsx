import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronDown } from 'lucide-react';
import { COOKIE_COUNTRY, COOKIE_DAYS, DEFAULT_COUNTRY } from '@back-office/domain/constants';
import {
  callingCode,
  clampNationalNumber,
  isCountryCode,
  splitInternational,
  validatePhone,
  type CountryCode,
} from '@back-office/domain/phone';
import { readCookie, writeCookie } from '../../lib/browser-storage';
import { useIsMobile } from '../../lib/use-is-mobile';
import { CountryList, flagOf, useCountries } from './country-list';
import { Dialog } from './dialog';
import { FieldMessage, RequiredMark } from './field-message';
import { borderClass, inputClass } from './text-field';

// The country chosen last time, else CY.
function initialCountry(): CountryCode {
  const remembered = readCookie(COOKIE_COUNTRY);
  if (remembered && isCountryCode(remembered)) return remembered;
  return isCountryCode(DEFAULT_COUNTRY) ? DEFAULT_COUNTRY : 'CY';
}

// What the form holds: international format with a +, or the typed digits behind the country's
// calling code when they do not parse, so the form's own rule can name the problem.
function toFormValue(national: string, country: CountryCode): string {
  if (national === '') return '';
  return validatePhone(national, country).international ?? `${callingCode(country)}${national}`;
}

interface PhoneInputProps {
  label: string;
  name: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  required?: boolean;
  // The form's message (English, from the shared schema).
  error?: string;
  // A stored number in international format, shown split into its country and digits.
  defaultValue?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function PhoneInput({
  label,
  name,
  onChange,
  onBlur,
  required,
  error,
  defaultValue,
  ref,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const countries = useCountries();
  const isMobile = useIsMobile();
  const [stored] = useState(() => (defaultValue ? splitInternational(defaultValue) : null));
  const [country, setCountry] = useState<CountryCode>(() => stored?.country ?? initialCountry());
  const [national, setNational] = useState(stored?.national ?? '');
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || isMobile) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!pickerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, isMobile]);

  function update(nextNational: string, nextCountry: CountryCode) {
    const clamped = clampNationalNumber(nextNational, nextCountry);
    setNational(clamped);
    onChange(toFormValue(clamped, nextCountry));
  }

  function chooseCountry(code: CountryCode) {
    setCountry(code);
    writeCookie(COOKIE_COUNTRY, code, COOKIE_DAYS);
    setOpen(false);
    update(national, code);
    buttonRef.current?.focus();
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  // Invalid, possible-but-incorrect (yellow) or valid, shown once the field was left or the
  // form submitted. The live message is more precise than the form's, except for
  // the possible case, where the form still refuses the number and says so.
  const live = validatePhone(national, country);
  const showLive = touched || Boolean(error);
  const liveMessage = showLive ? (live.message ?? undefined) : undefined;
  const formMessage = live.state === 'invalid' ? undefined : error;
  const countryName = countries.find((entry) => entry.code === country)?.name ?? country;
  const list = (
    <CountryList
      countries={countries}
      selected={country}
      onSelect={chooseCountry}
      onCancel={close}
    />
  );

  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="relative flex" ref={pickerRef}>
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-label={`${t('country')}: ${t('countryOption', { name: countryName, code: callingCode(country) })}`}
          className={`flex shrink-0 items-center gap-1 rounded-l-lg border border-r-0 bg-slate-50 px-2.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-800 ${borderClass(Boolean(liveMessage ?? formMessage))}`}
        >
          <span aria-hidden="true">{flagOf(country)}</span>
          <span>{callingCode(country)}</span>
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </button>
        <input
          ref={ref}
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={national}
          placeholder={t('phoneNumber')}
          aria-required={required || undefined}
          aria-invalid={liveMessage || formMessage ? true : undefined}
          aria-describedby={liveMessage || formMessage ? messageId : undefined}
          onChange={(event) => update(event.target.value, country)}
          onBlur={() => {
            setTouched(true);
            onBlur();
          }}
          className={`${inputClass} ${borderClass(Boolean(liveMessage ?? formMessage))} rounded-l-none`}
        />
        {open && !isMobile && (
          <div className="absolute top-full left-0 z-40 mt-1 w-full min-w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {list}
          </div>
        )}
      </div>
      {open && isMobile && (
        <Dialog title={t('selectCountry')} onClose={close} closeLabel={t('close')}>
          {list}
        </Dialog>
      )}
      <div id={messageId}>
        <FieldMessage
          id={`${messageId}-live`}
          message={liveMessage}
          tone={live.state === 'possible' ? 'warning' : 'error'}
        />
        {formMessage !== liveMessage && (
          <FieldMessage id={`${messageId}-form`} message={formMessage} />
        )}
      </div>
    </div>
  );
}
