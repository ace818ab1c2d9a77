import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql/errors';
import {
  blankCreateBusinessForm,
  createBusinessFormSchema,
  toCreateBusinessVariables,
  toCreateFormError,
} from './business-form';

const filled = {
  ...blankCreateBusinessForm(),
  companyName: ' Harbour Bakery ',
  companyLegalName: 'Harbour Bakery Ltd',
  companyWebsite: 'harbour.example',
  executiveEmail: ' Nora@Example.TEST ',
  executiveFirstName: 'Nora',
  executiveLastName: 'Nikolaou',
  executivePhone: '+35799123456',
};

const issues = (values: typeof filled) => {
  const shown: Record<string, string> = {};
  for (const issue of createBusinessFormSchema.safeParse(values).error?.issues ?? []) {
    shown[issue.path.join('.')] ??= issue.message;
  }
  return shown;
};

describe('the create business form', () => {
  it('sends the company and its first executive apart, as business.create takes them', () => {
    const variables = toCreateBusinessVariables(createBusinessFormSchema.parse(filled));
    expect(variables).toEqual({
      input: expect.objectContaining({
        name: null,
        companyName: 'Harbour Bakery',
        companyLegalName: 'Harbour Bakery Ltd',
        companyEmail: null,
        companyWebsite: 'https://harbour.example',
      }),
      executive: {
        email: 'nora@example.test',
        firstName: 'Nora',
        lastName: 'Nikolaou',
        phone: '+35799123456',
      },
    });
    // No logo chosen: none is sent.
    expect(variables.input.logoImageId).toBeUndefined();
  });

  it('shows the shared messages beside the company and the executive fields', () => {
    expect(
      issues({
        ...filled,
        companyName: '',
        companyPostalCode: '10#65',
        executiveEmail: 'nora@',
        executiveFirstName: '',
        executivePhone: '123',
      }),
    ).toEqual({
      companyName: 'companyNameRequired',
      companyPostalCode: 'invalidInputFormat',
      executiveEmail: 'invalidEmail',
      executiveFirstName: 'firstNameRequired',
      executivePhone: 'invalidPhoneNumber',
    });
  });

  it('puts the server’s refusals beside the dialog’s fields', () => {
    const refused = new GraphQLRequestError('Invalid email address', 'BAD_USER_INPUT', {
      'executive.email': 'invalidEmail',
      'input.companyLegalName': 'companyLegalNameRequired',
      _: 'Something else',
    });
    const renamed = toCreateFormError(refused) as GraphQLRequestError;
    expect(renamed).toBeInstanceOf(GraphQLRequestError);
    expect(renamed.code).toBe('BAD_USER_INPUT');
    expect(renamed.fields).toEqual({
      executiveEmail: 'invalidEmail',
      companyLegalName: 'companyLegalNameRequired',
      _: 'Something else',
    });
    const other = new Error('offline');
    expect(toCreateFormError(other)).toBe(other);
  });
});
