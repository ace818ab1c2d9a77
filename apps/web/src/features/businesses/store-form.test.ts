import { describe, expect, it } from 'vitest';
import type { Store } from './api/store-fields';
import { storeFormSchema, storeFormValues, weekdayName, type StoreFormValues } from './store-form';

const details = {
  name: 'Old Port',
  address: '1 Quay Street',
  city: 'Limassol',
  postalCode: '3036',
  country: 'Cyprus',
  phone: '+35725123456',
};

const store = {
  _id: 's1',
  merchantId: 'm1',
  merchantName: 'Harbour Bakery',
  ...details,
  openingHours: [
    { day: 1, opens: '08:00', closes: '16:00' },
    { day: 6, opens: '22:00', closes: '02:00' },
  ],
} as Store;

// The first message of each field, as the form shows it.
const issues = (values: StoreFormValues) => {
  const shown: Record<string, string> = {};
  for (const issue of storeFormSchema.safeParse(values).error?.issues ?? []) {
    shown[issue.path.join('.')] ??= issue.message;
  }
  return shown;
};

describe('the store form', () => {
  it('shows every weekday, the days without hours as closed with default times', () => {
    const { hours } = storeFormValues(store);
    expect(hours.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(hours[0]).toEqual({ day: 1, closed: false, opens: '08:00', closes: '16:00' });
    expect(hours[1]).toEqual({ day: 2, closed: true, opens: '09:00', closes: '17:00' });
    expect(hours[5]).toEqual({ day: 6, closed: false, opens: '22:00', closes: '02:00' });
  });

  it('sends only the open days, and empty fields as cleared', () => {
    const values = storeFormValues(store);
    values.hours[2] = { day: 3, closed: false, opens: '10:00', closes: '18:30' };
    values.hours[5] = { ...values.hours[5]!, closed: true };
    values.address = '  ';
    expect(storeFormSchema.parse(values)).toEqual({
      ...details,
      address: null,
      openingHours: [
        { day: 1, opens: '08:00', closes: '16:00' },
        { day: 3, opens: '10:00', closes: '18:30' },
      ],
    });
  });

  it('puts a refused time on its own weekday, not on its place among the open days', () => {
    const values = storeFormValues(store);
    // Sunday is the third open day, but the seventh row.
    values.hours[6] = { day: 7, closed: false, opens: '12:00', closes: '12:00' };
    values.hours[2] = { day: 3, closed: false, opens: '', closes: '18:00' };
    expect(issues(values)).toEqual({
      'hours.2.opens': 'openingHoursInvalid',
      'hours.6.closes': 'openingHoursInvalid',
    });
  });

  it('gives the shared messages of the store fields', () => {
    const values = { ...storeFormValues(null), name: ' ', postalCode: '10#65', phone: '+3571' };
    expect(issues(values)).toEqual({
      name: 'storeNameRequired',
      postalCode: 'invalidInputFormat',
      phone: 'invalidPhoneNumber',
    });
  });

  it('names the weekdays in the reader’s language, Monday first', () => {
    expect([1, 7].map((day) => weekdayName(day, 'en'))).toEqual(['Monday', 'Sunday']);
    expect(weekdayName(1, 'el')).toBe('Δευτέρα');
  });
});
