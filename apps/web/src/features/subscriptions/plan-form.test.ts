import { describe, expect, it } from 'vitest';
import { planFormSchema, planFormValues, type PlanFormValues } from './plan-form';

const form = (changes: Partial<PlanFormValues>): PlanFormValues => ({
  ...planFormValues(null),
  nameEn: 'Growth',
  nameEl: 'Ανάπτυξη',
  priceMinor: '29.90',
  ...changes,
});

describe('the plan form', () => {
  it('sends the price in minor units and leaves out inclusions left empty', () => {
    const result = planFormSchema.safeParse(
      form({
        features: [
          { en: ' Unlimited offers ', el: 'Απεριόριστες προσφορές' },
          { en: '', el: '' },
        ],
      }),
    );
    expect(result.success && result.data).toMatchObject({
      priceMinor: 2990,
      currency: 'EUR',
      interval: 'month',
      trialDays: 14,
      features: [{ en: 'Unlimited offers', el: 'Απεριόριστες προσφορές' }],
      active: true,
    });
  });

  it('says what is wrong beside the field, as the server would', () => {
    const result = planFormSchema.safeParse(form({ priceMinor: '-1', trialDays: '400' }));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      priceMinor: 'priceInvalid',
      trialDays: 'trialInvalid',
    });
  });

  it('asks for an inclusion in both languages', () => {
    const result = planFormSchema.safeParse(form({ features: [{ en: 'Reports', el: '' }] }));
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['features']);
  });
});
