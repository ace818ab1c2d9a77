import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { businessSettings, merchants } from '../../db/schema';
import { createHarness, DATABASE_KINDS, LOGIN, signInTo, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';

graphql(`
  fragment BusinessProfileTestFields on BusinessProfile {
    business {
      _id
      name
      companyName
      companyLegalName
      companyLogo
      companyEmail
      companyPhone
      companyCity
      companyWebsite
      companyDescription
    }
    settings {
      currency
      timezone
      language
      dateFormat
      notifications {
        email
        sms
        push
      }
    }
  }
`);
const GET = graphql(`
  query BusinessProfileGet {
    businessProfile {
      get {
        ...BusinessProfileTestFields
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation BusinessProfileUpdate($input: CompanyInput!) {
    businessProfile {
      update(input: $input) {
        success
        messageCode
        profile {
          ...BusinessProfileTestFields
        }
      }
    }
  }
`);
const UPDATE_SETTINGS = graphql(`
  mutation BusinessProfileUpdateSettings($input: BusinessSettingsInput!) {
    businessProfile {
      updateSettings(input: $input) {
        success
        messageCode
        profile {
          ...BusinessProfileTestFields
        }
      }
    }
  }
`);
const UPDATE_BANK = graphql(`
  mutation BusinessProfileUpdateBank($input: BankDetailsInput!) {
    businessProfile {
      updateBankDetails(input: $input) {
        success
        messageCode
        profile {
          settings {
            currency
          }
          bankDetails {
            bankName
            iban
            bic
            paymentTerms
          }
        }
      }
    }
  }
`);
const SIGNUP = graphql(`
  mutation BusinessProfileSignup {
    employee {
      signup(
        companyName: "Fig Tree"
        companyLegalName: "Fig Tree Ltd"
        companyEmail: "fig@fig.test"
        companyPhone: "+35722123456"
        employeeFirstName: "Fotini"
        employeeLastName: "Fig"
        employeeEmail: "fotini@fig.test"
        employeePhone: "+35799123456"
        password: "fig-secret"
      ) {
        success
      }
    }
  }
`);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 2),
]);

const aromaCompany = {
  companyName: 'Aroma Cafe',
  companyLegalName: 'Aroma Cafe Ltd',
  companyEmail: 'hello@aroma.demo.test',
  companyPhone: '+35722111111',
  companyCity: 'Nicosia',
  companyWebsite: 'https://aroma.demo.test',
  companyDescription: 'Coffee, pastries and breakfast in the old town.',
};

describe.each(DATABASE_KINDS)('business profile on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.token('EXECUTIVE')!;
  });
  afterAll(() => h?.close());

  const upload = async (token: string) =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/uploads/images',
        payload: PNG,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      })
    ).json().id as string;

  it('businessProfile.get is for everyone with a selected business', async () => {
    await expectOnly(
      h,
      callers,
      ['su', 'ADMIN', 'EXECUTIVE', 'ACCOUNTANT', 'MARKETING', 'SALES', 'CASHIER', 'EMPLOYEE'],
      GET,
    );
  });

  it.each([
    ['businessProfile.update', UPDATE, { input: { ...aromaCompany, companyName: '' } }],
    [
      'businessProfile.updateSettings',
      UPDATE_SETTINGS,
      { input: { ...BUSINESS_SETTINGS_DEFAULTS, currency: 'JPY' } },
    ],
    ['businessProfile.updateBankDetails', UPDATE_BANK, { input: { iban: 'CY00' } }],
  ])('%s is for ADMIN and EXECUTIVE only', async (_name, query, variables) => {
    await expectOnly(h, callers, ['su', 'ADMIN', 'EXECUTIVE'], query, variables);
  });

  it("shows a cashier the selected business's company fields and settings", async () => {
    const profile = (await h.gql(GET, {}, { token: callers.token('CASHIER') })).data!
      .businessProfile.get;
    expect(profile.business).toMatchObject({ _id: h.merchants.aroma, ...aromaCompany });
    expect(profile.settings).toEqual(BUSINESS_SETTINGS_DEFAULTS);
  });

  it('reads the default settings for a business without a settings row', async () => {
    await h.gql(SIGNUP);
    const login = await h.gql(LOGIN, { email: 'fotini@fig.test', password: 'fig-secret' });
    const merchantId = login.data!.employee.employeeLogin.employee!.businesses[0]!.merchantId._id;
    expect(
      await h.database.db
        .select()
        .from(businessSettings)
        .where(eq(businessSettings.merchantId, merchantId)),
    ).toEqual([]);
    const owner = await signInTo(h, 'fotini@fig.test', merchantId, 'fig-secret');
    expect(
      (await h.gql(GET, {}, { token: owner.token })).data!.businessProfile.get.settings,
    ).toEqual({
      currency: 'EUR',
      timezone: 'Europe/Nicosia',
      language: 'en',
      dateFormat: 'DD/MM/YYYY',
      notifications: { email: true, sms: false, push: true },
    });
    const saved = await h.gql(
      UPDATE_SETTINGS,
      { input: { ...BUSINESS_SETTINGS_DEFAULTS, language: 'el' } },
      { token: owner.token },
    );
    expect(saved.data!.businessProfile.updateSettings.profile!.settings.language).toBe('el');
  });

  it('saves settings, which everyone of the business then reads', async () => {
    const input = {
      currency: 'USD',
      timezone: 'Europe/London',
      language: 'el',
      dateFormat: 'YYYY-MM-DD',
      notifications: { email: false, sms: true, push: false },
    };
    const res = (await h.gql(UPDATE_SETTINGS, { input }, { token: exec })).data!.businessProfile
      .updateSettings;
    expect(res).toMatchObject({
      success: true,
      messageCode: 'SETTINGS_SAVED',
      profile: { settings: input },
    });
    expect(
      (await h.gql(GET, {}, { token: callers.token('SALES') })).data!.businessProfile.get.settings,
    ).toEqual(input);
    const blue = await signInTo(h, 'irene.desk@demo.test', h.merchants.blueBay);
    expect(
      (await h.gql(GET, {}, { token: blue.token })).data!.businessProfile.get.settings.currency,
    ).toBe('EUR');
  });

  it.each([
    [{ currency: 'JPY' }, 'currency', 'Choose EUR, USD or GBP'],
    [{ timezone: 'Atlantis/Capital' }, 'timezone', 'Unknown time zone'],
    [{ language: 'de' }, 'language', 'Unknown language'],
    [{ dateFormat: 'YY.MM.DD' }, 'dateFormat', 'Unknown date format'],
  ])('refuses settings %o with the field message', async (patch, field, message) => {
    const res = await h.gql(
      UPDATE_SETTINGS,
      { input: { ...BUSINESS_SETTINGS_DEFAULTS, ...patch } },
      { token: exec },
    );
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
    });
  });

  it('saves bank details, the IBAN without spaces, and keeps the other settings', async () => {
    const input = {
      bankName: 'Bank of Cyprus',
      iban: 'cy17 0020 0128 0000 0012 0052 7600',
      bic: 'bcypcy2n',
      paymentTerms: 'Payable within 30 days by bank transfer.',
    };
    const before = (await h.gql(GET, {}, { token: exec })).data!.businessProfile.get.settings;
    const res = (await h.gql(UPDATE_BANK, { input }, { token: exec })).data!.businessProfile
      .updateBankDetails;
    expect(res).toMatchObject({
      success: true,
      messageCode: 'SETTINGS_SAVED',
      profile: {
        settings: { currency: before.currency },
        bankDetails: { ...input, iban: 'CY17002001280000001200527600', bic: 'BCYPCY2N' },
      },
    });
    const cleared = (await h.gql(UPDATE_BANK, { input: { bankName: '' } }, { token: exec })).data!
      .businessProfile.updateBankDetails.profile!.bankDetails;
    expect(cleared).toEqual({ bankName: null, iban: null, bic: null, paymentTerms: null });
  });

  it.each([
    [{ iban: 'CY17 0020 0128 0000 0012 0052 7601' }, 'iban', 'Enter a valid IBAN'],
    [{ iban: 'CY17 0020' }, 'iban', 'Enter a valid IBAN'],
    [{ bic: 'BCYP' }, 'bic', 'Enter a valid BIC'],
  ])('refuses bank details %o with the field message', async (input, field, message) => {
    const res = await h.gql(UPDATE_BANK, { input }, { token: exec });
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining(message),
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: expect.stringContaining(message) } },
    });
  });

  it("edits only the selected business's company fields, with an uploaded logo", async () => {
    const imageId = await upload(exec);
    const input = {
      ...aromaCompany,
      companyDescription: 'Now roasting our own beans.',
      logoImageId: imageId,
    };
    const res = (await h.gql(UPDATE, { input }, { token: exec })).data!.businessProfile.update;
    expect(res).toMatchObject({
      success: true,
      messageCode: 'BUSINESS_SAVED',
      profile: {
        business: {
          _id: h.merchants.aroma,
          companyDescription: 'Now roasting our own beans.',
          companyLogo: `/images/${imageId}`,
        },
      },
    });
    const [blueBay] = await h.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, h.merchants.blueBay));
    expect(blueBay!.companyDescription).toBe('Holidays, flights and island tours.');
    const logo = await h.app.inject(`/images/${imageId}`);
    expect(logo.statusCode).toBe(200);
  });

  it("refuses another business's uploaded image as the logo", async () => {
    const execBlue = await signInTo(h, 'exec@demo.test', h.merchants.blueBay);
    const blueImage = await upload(execBlue.token);
    const res = await h.gql(
      UPDATE,
      { input: { ...aromaCompany, logoImageId: blueImage } },
      { token: exec },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'The file must be a PNG, JPEG, WebP or GIF image',
      extensions: { fields: { logoImageId: 'The file must be a PNG, JPEG, WebP or GIF image' } },
    });
    const [aroma] = await h.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, h.merchants.aroma));
    expect(aroma!.companyLogo).not.toBe(`/images/${blueImage}`);
  });

  it('lets the provider ADMIN edit the provider business', async () => {
    const input = { companyName: 'Demo Provider', companyLegalName: 'Demo Provider Holdings Ltd' };
    const res = (await h.gql(UPDATE, { input }, { token: callers.token('ADMIN') })).data!
      .businessProfile.update;
    expect(res.profile!.business).toMatchObject({
      _id: h.merchants.provider,
      companyLegalName: 'Demo Provider Holdings Ltd',
      companyEmail: null,
    });
  });
});
