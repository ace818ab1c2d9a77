import { describe, expect, it } from 'vitest';
import type { Product } from './api/product-fields';
import { productFormSchema, productFormValues } from './product-form';

const blank = productFormValues(null, 'EUR');

// The first message of each field, as the form shows it.
const issues = (values: typeof blank) => {
  const shown: Record<string, string> = {};
  for (const issue of productFormSchema.safeParse(values).error?.issues ?? []) {
    shown[issue.path.join('.')] ??= issue.message;
  }
  return shown;
};

describe('the product form', () => {
  it('sends the price in minor units, the tags as a list and text without markup', () => {
    const input = productFormSchema.parse({
      ...blank,
      name: ' <b>Flat White</b> ',
      category: 'coffee',
      priceMinor: '3.80',
      tags: 'Hot, milk,, hot',
      stockQuantity: '12',
    });
    expect(input).toMatchObject({
      name: 'Flat White',
      category: 'coffee',
      priceMinor: 380,
      currency: 'EUR',
      tags: ['hot', 'milk'],
      stockQuantity: 12,
      status: 'active',
      description: null,
      sku: null,
    });
    expect(input).not.toHaveProperty('imageId');
  });

  it('puts the shared messages beside the price, the quantity and the category', () => {
    const cake = { ...blank, name: 'Cake', category: 'toys', priceMinor: '1000000' };
    expect(issues({ ...cake, stockQuantity: '2.5' })).toEqual({
      category: 'unknownCategory',
      priceMinor: 'priceRange',
      stockQuantity: 'wholeNumber',
    });
    expect(issues({ ...cake, category: 'bakery', priceMinor: '-1' })).toEqual({
      priceMinor: 'priceRange',
    });
  });

  it('asks for a category that was not chosen', () => {
    expect(issues({ ...blank, name: 'Cake', priceMinor: '2' })).toEqual({
      category: 'fieldRequired',
    });
  });

  it('refuses script in the description, as every textarea does', () => {
    expect(
      issues({
        ...blank,
        name: 'Cake',
        category: 'bakery',
        priceMinor: '2',
        description: 'nice <script>alert(1)</script>',
      }),
    ).toEqual({ description: 'scriptTagsNotAllowed' });
  });

  it('starts an edit from the product, keeping its image unless it is changed', () => {
    const product = {
      name: 'Espresso',
      description: null,
      category: 'coffee',
      priceMinor: 220,
      currency: 'GBP',
      sku: 'ESP',
      stockQuantity: 7,
      lowStockThreshold: 3,
      status: 'draft',
      tags: ['hot', 'short'],
    } as Product;
    const values = productFormValues(product, 'EUR');
    expect(values).toMatchObject({ priceMinor: '2,20', currency: 'GBP', tags: 'hot, short' });
    expect(productFormSchema.parse(values)).not.toHaveProperty('imageId');
    expect(productFormSchema.parse({ ...values, imageId: null })).toHaveProperty('imageId', null);
  });
});
