import { z } from 'zod';
import type { Language } from '@back-office/domain/constants';
import { ISO_WEEKDAYS } from '@back-office/domain/people';
import { storeInputSchema } from '@back-office/domain/schemas/people';
import type { Store } from './api/store-fields';

// One weekday of the opening hours as the form holds it. A closed day keeps its times, so that
// opening it again brings them back.
export interface OpeningDayForm {
  day: number;
  closed: boolean;
  opens: string;
  closes: string;
}

// The store's fields carry StoreInput's names; the opening hours are all seven days.
export interface StoreFormValues {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  hours: OpeningDayForm[];
}

export const STORE_FIELDS = [
  'name',
  'address',
  'city',
  'postalCode',
  'country',
  'phone',
] as const satisfies readonly (keyof StoreFormValues)[];

// What a day that is opened for the first time starts with.
const DEFAULT_OPENS = '09:00';
const DEFAULT_CLOSES = '17:00';

export function storeFormValues(store: Store | null): StoreFormValues {
  const text = Object.fromEntries(STORE_FIELDS.map((field) => [field, store?.[field] ?? '']));
  return {
    ...(text as Record<(typeof STORE_FIELDS)[number], string>),
    hours: ISO_WEEKDAYS.map((day) => {
      const hours = store?.openingHours.find((entry) => entry.day === day);
      return {
        day,
        closed: !hours,
        opens: hours?.opens ?? DEFAULT_OPENS,
        closes: hours?.closes ?? DEFAULT_CLOSES,
      };
    }),
  };
}

const openDays = (form: StoreFormValues) => form.hours.filter((entry) => !entry.closed);

// StoreInput: the open days with their times; a day left out is closed.
export function toStoreInput(form: StoreFormValues) {
  const { hours: _hours, ...fields } = form;
  return {
    ...fields,
    openingHours: openDays(form).map(({ day, opens, closes }) => ({ day, opens, closes })),
  };
}

// The shared schema names a refused time by its place among the open days
// (openingHours.2.closes); the form shows it on that weekday's row.
function formPath(path: readonly PropertyKey[], form: StoreFormValues): PropertyKey[] {
  if (path[0] !== 'openingHours') return path.slice(0, 1);
  const open = typeof path[1] === 'number' ? openDays(form)[path[1]] : undefined;
  if (!open) return ['hours'];
  const field = path[2] === 'opens' || path[2] === 'closes' ? path[2] : 'opens';
  return ['hours', form.hours.indexOf(open), field];
}

// The store form checks exactly what the server checks (storeInputSchema), message for message.
export const storeFormSchema = z.custom<StoreFormValues>().transform((form, ctx) => {
  const result = storeInputSchema.safeParse(toStoreInput(form));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path, form) });
  }
  return z.NEVER;
});

// ISO weekday 1 is Monday: 1 January 2024 was one.
export function weekdayName(day: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}
