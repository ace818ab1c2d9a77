import { describe, expect, it } from 'vitest';
import { fromLocalInput, offerFormSchema, offerFormValues, toLocalInput } from './offer-form';

const now = new Date(2030, 4, 1, 9, 30);
const blank = offerFormValues(null, now);
const PRODUCT = '7d2c8e1a-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

// The first message of each field, as the form shows it.
const issues = (values: typeof blank) => {
  const shown: Record<string, string> = {};
  for (const issue of offerFormSchema.safeParse(values).error?.issues ?? []) {
    shown[issue.path.join('.')] ??= issue.message;
  }
  return shown;
};

describe('the offer form', () => {
  it('starts now and runs for 30 days', () => {
    expect(blank.validFrom).toBe('2030-05-01T09:30');
    expect(blank.validUntil).toBe('2030-05-31T09:30');
    expect(toLocalInput(new Date(fromLocalInput(blank.validFrom)))).toBe(blank.validFrom);
  });

  it('sends a discount on a product, or a fixed price in minor units', () => {
    expect(
      offerFormSchema.parse({
        ...blank,
        title: 'Coffee',
        productId: PRODUCT,
        discountPercent: '20',
      }),
    ).toMatchObject({ productId: PRODUCT, discountPercent: 20, offerPriceMinor: null });
    expect(
      offerFormSchema.parse({
        ...blank,
        title: 'Coffee',
        pricing: 'fixed',
        offerPriceMinor: '2.5',
      }),
    ).toMatchObject({ productId: null, discountPercent: null, offerPriceMinor: 250 });
  });

  it('says which part of the price is missing, beside it', () => {
    expect(issues({ ...blank, title: 'Coffee' })).toMatchObject({
      discountPercent: 'discountRange',
      productId: 'discountNeedsProduct',
    });
    expect(issues({ ...blank, title: 'Coffee', pricing: 'fixed' })).toEqual({
      offerPriceMinor: 'priceRange',
    });
  });

  it('refuses an offer that ends before it starts', () => {
    const fixed = { ...blank, title: 'Coffee', pricing: 'fixed' as const, offerPriceMinor: '2' };
    expect(issues({ ...fixed, validUntil: '2030-04-30T09:30' })).toEqual({
      validUntil: 'offerEndsBeforeStart',
    });
    expect(issues({ ...fixed, validUntil: '' })).toEqual({ validUntil: 'invalidDateTime' });
  });

  it('refuses a quantity that is not a whole number', () => {
    expect(
      issues({
        ...blank,
        title: 'Coffee',
        pricing: 'fixed',
        offerPriceMinor: '2',
        quantityAvailable: '1.5',
      }),
    ).toEqual({ quantityAvailable: 'wholeNumber' });
  });
});
