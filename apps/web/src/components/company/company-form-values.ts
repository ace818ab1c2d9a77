// A business's company fields as a form holds them: text, and the logo as an upload's id. The
// form's fields carry CompanyInput's names, so the shared schema's and the server's messages land
// on them.
const TEXT_FIELDS = [
  'name',
  'companyName',
  'companyLegalName',
  'tinOrVat',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'companyCity',
  'companyCountry',
  'companyPostalCode',
  'companyWebsite',
  'companyDescription',
] as const;

type CompanyTextField = (typeof TEXT_FIELDS)[number];

export type CompanyFormValues = Record<CompanyTextField, string> & {
  // undefined keeps the stored logo, null removes it, an upload's id replaces it.
  logoImageId: string | null | undefined;
};

export const COMPANY_FIELDS = [...TEXT_FIELDS, 'logoImageId'] as const;

// A business as the API answers with it (the business profile's Merchant, the ADMIN's Business).
export type CompanySource = Partial<Record<CompanyTextField, string | null>>;

// The form of a stored business, or an empty one for a new business.
export function companyFormValues(business: CompanySource | null): CompanyFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, business?.[field] ?? '']));
  return { ...(text as Record<CompanyTextField, string>), logoImageId: undefined };
}
