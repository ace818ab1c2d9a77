import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchema, majorUnits, minorUnits, optionalNumber } from './forms';

describe('form text to API numbers', () => {
  it('reads an empty field as absent and keeps letters refusable', () => {
    expect(optionalNumber('  ')).toBeUndefined();
    expect(optionalNumber('12')).toBe(12);
    expect(optionalNumber('2,5')).toBe(2.5);
    expect(optionalNumber('abc')).toBeNaN();
  });

  it('turns major units into whole minor units, without rounding away a third decimal', () => {
    expect(minorUnits('12.5')).toBe(1250);
    expect(minorUnits('0.29')).toBe(29);
    expect(minorUnits('-1')).toBe(-100);
    expect(Number.isInteger(minorUnits('1.005'))).toBe(false);
    expect(minorUnits('')).toBeUndefined();
  });

  it('shows minor units as major units, decimals only where there are some', () => {
    expect(majorUnits(1250)).toBe('12,50');
    expect(majorUnits(1200)).toBe('12');
  });
});

describe('formSchema', () => {
  const schema = formSchema(
    (form: { price: string; tags: string }) => ({
      price: minorUnits(form.price),
      tags: form.tags.split(','),
    }),
    z.object({
      price: z.number({ error: 'Price is wrong' }).int(),
      tags: z.array(z.string().max(3, { error: 'Tag too long' })),
    }),
  );

  it('gives the converted input when the shared schema accepts it', () => {
    expect(schema.parse({ price: '1.5', tags: 'a,b' })).toEqual({ price: 150, tags: ['a', 'b'] });
  });

  it('adds the form’s own checks to the shared schema’s', () => {
    const checked = formSchema(
      (form: { note: string }) => ({ note: form.note }),
      z.object({ note: z.string().min(1, { error: 'Note is required' }) }),
      (form) => ({ note: form.note.includes('<script') ? 'No scripts' : null }),
    );
    expect(checked.safeParse({ note: '<script>' }).error?.issues[0]?.message).toBe('No scripts');
    expect(checked.safeParse({ note: 'fine' }).data).toEqual({ note: 'fine' });
  });

  it('puts the shared schema’s messages on the form’s fields, a list item’s on its list', () => {
    const result = schema.safeParse({ price: 'x', tags: 'ok,toolong' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['price'], 'Price is wrong'],
      [['tags'], 'Tag too long'],
    ]);
  });
});
