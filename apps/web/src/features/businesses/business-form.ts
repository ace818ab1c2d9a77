import type { z } from 'zod';
import { companyInputSchema, personFields } from '@back-office/domain/schemas/people';
import {
  COMPANY_FIELDS,
  companyFormValues,
  type CompanyFormValues,
} from '../../components/company/company-form-values';
import { GraphQLRequestError } from '../../lib/graphql/errors';

// The create dialog holds the company fields and its first EXECUTIVE side by side; the
// executive's fields carry a prefix so that no name is taken twice.
export interface CreateBusinessFormValues extends CompanyFormValues {
  executiveEmail: string;
  executiveFirstName: string;
  executiveLastName: string;
  executivePhone: string;
}

export const EXECUTIVE_NAMES = {
  email: 'executiveEmail',
  firstName: 'executiveFirstName',
  lastName: 'executiveLastName',
  phone: 'executivePhone',
} as const satisfies Record<keyof typeof personFields, keyof CreateBusinessFormValues>;

export const CREATE_BUSINESS_FIELDS = [...COMPANY_FIELDS, ...Object.values(EXECUTIVE_NAMES)];

// The same rules as the server's business.create, each message on its own field.
export const createBusinessFormSchema = companyInputSchema.extend({
  executiveEmail: personFields.email,
  executiveFirstName: personFields.firstName,
  executiveLastName: personFields.lastName,
  executivePhone: personFields.phone,
});

export function blankCreateBusinessForm(): CreateBusinessFormValues {
  return {
    ...companyFormValues(null),
    executiveEmail: '',
    executiveFirstName: '',
    executiveLastName: '',
    executivePhone: '',
  };
}

// business.create's arguments: the company input and the executive apart.
export function toCreateBusinessVariables(values: z.output<typeof createBusinessFormSchema>) {
  const { executiveEmail, executiveFirstName, executiveLastName, executivePhone, ...input } =
    values;
  return {
    input,
    executive: {
      email: executiveEmail,
      firstName: executiveFirstName,
      lastName: executiveLastName,
      phone: executivePhone,
    },
  };
}

// The server names a refused argument by its path ('input.companyName', 'executive.email');
// this renames them after the dialog's fields, so that they land beside them.
export function toCreateFormError(error: unknown): unknown {
  if (!(error instanceof GraphQLRequestError)) return error;
  const fields = Object.entries(error.fields).map(([path, message]) => {
    const [argument = '', field = ''] = path.split('.');
    if (argument === 'executive' && field in EXECUTIVE_NAMES)
      return [EXECUTIVE_NAMES[field as keyof typeof EXECUTIVE_NAMES], message];
    return [argument === 'input' ? field : path, message];
  });
  return new GraphQLRequestError(error.message, error.code, Object.fromEntries(fields), error.said);
}
