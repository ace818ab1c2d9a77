import { useMemo } from 'react';
import {
  dateFormatter,
  DEFAULT_DATE_SETTINGS,
  isDateFormat,
  type DateFormatter,
} from '../format-date';
import { useBusinessProfile } from './get-business-profile';

// The selected business's date format and time zone as formatters:
// `date(iso)`, `dateTime(iso)` for instants, `day('YYYY-MM-DD')` for calendar days. Until the
// settings have arrived they are the defaults (DD/MM/YYYY, Europe/Nicosia).
export function useBusinessDateFormat(): DateFormatter {
  const settings = useBusinessProfile().data?.settings;
  const dateFormat = isDateFormat(settings?.dateFormat)
    ? settings.dateFormat
    : DEFAULT_DATE_SETTINGS.dateFormat;
  const timeZone = settings?.timezone || DEFAULT_DATE_SETTINGS.timeZone;
  return useMemo(() => dateFormatter({ dateFormat, timeZone }), [dateFormat, timeZone]);
}

// The zone alone, for what turns a chosen calendar day into instants (list filters).
export function useBusinessTimeZone(): string {
  return useBusinessProfile().data?.settings.timezone || DEFAULT_DATE_SETTINGS.timeZone;
}
