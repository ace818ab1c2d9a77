import { describe, expect, it } from 'vitest';
import { stockFormSchema } from './stock-form';

const productId = '7d2c8e1a-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the stock adjustment form', () => {
  it('sends a signed whole change with its reason', () => {
    expect(stockFormSchema.parse({ productId, delta: '-3', reason: ' Broken ' })).toEqual({
      productId,
      delta: -3,
      reason: 'Broken',
    });
  });

  it('refuses a fractional change and a missing reason, beside each field', () => {
    const messages = stockFormSchema
      .safeParse({ productId, delta: '1.5', reason: '  ' })
      .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ['delta', 'wholeNumber'],
      ['reason', 'reasonRequired'],
    ]);
  });
});
