import { describe, expect, it } from 'vitest';
import { companyInputSchema } from '@back-office/domain/schemas/people';
import { companyFormValues } from './company-form-values';

// The variables as they travel: a logo left undefined is absent, which keeps the stored one.
const sent = (input: object) => JSON.parse(JSON.stringify(input)) as object;

describe('the company form', () => {
  it('starts empty for a new business, and sends nothing about a logo', () => {
    const values = companyFormValues(null);
    expect(Object.values(values).filter((value) => value !== '')).toEqual([undefined]);
    const input = companyInputSchema.parse({
      ...values,
      companyName: 'A',
      companyLegalName: 'A Ltd',
    });
    expect(sent(input)).not.toHaveProperty('logoImageId');
    expect(input).toMatchObject({ name: null, companyEmail: null, companyWebsite: null });
  });

  it('shows a stored business, missing fields as empty text, and keeps its logo', () => {
    const values = companyFormValues({
      name: 'Aroma',
      companyName: 'Aroma Cafe',
      companyLegalName: 'Aroma Cafe Ltd',
      companyEmail: 'hello@aroma.test',
      companyPhone: null,
      companyWebsite: 'https://aroma.test',
    });
    expect(values).toMatchObject({
      name: 'Aroma',
      companyEmail: 'hello@aroma.test',
      companyPhone: '',
      companyCity: '',
      logoImageId: undefined,
    });
    expect(sent(companyInputSchema.parse(values))).not.toHaveProperty('logoImageId');
  });
});
