import { describe, expect, it } from 'vitest';
import { enrolInputSchema } from '@back-office/domain/schemas/members';
import { choiceErrors } from './choice-errors';

const check = (choices: { customerId: string; tierId: string }) =>
  choiceErrors(choices, enrolInputSchema.safeParse(choices).error?.issues ?? []);

describe('the errors of a form of choices', () => {
  it('asks for what is not chosen yet', () => {
    expect(check({ customerId: '', tierId: '' })).toEqual({
      customerId: 'fieldRequired',
      tierId: 'fieldRequired',
    });
  });

  it('says what the schema refuses, and nothing when all is fine', () => {
    const id = '6f1c1d9e-4c7e-4a43-9f55-2d7d5c6b8a10';
    expect(check({ customerId: 'nope', tierId: id })).toEqual({
      customerId: 'customerNotFound',
    });
    expect(check({ customerId: id, tierId: id })).toEqual({});
  });
});
