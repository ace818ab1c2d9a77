import { eq } from 'drizzle-orm';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import {
  bankDetailsSchema,
  businessSettingsSchema,
  companyInputSchema,
} from '@back-office/domain/schemas/people';
import type { Db } from '../../db/client';
import { businessSettings, merchants } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { parseArgs } from '../../graphql/validate';
import { assertLogoImage, companyValues } from '../business/business.service';
import { merchantView } from '../employee/employee.service';

type SettingsRow = typeof businessSettings.$inferSelect;

function settingsView(row: SettingsRow | undefined) {
  if (!row) return BUSINESS_SETTINGS_DEFAULTS;
  return {
    currency: row.currency,
    timezone: row.timezone,
    language: row.language,
    dateFormat: row.dateFormat,
    notifications: { email: row.notifyEmail, sms: row.notifySms, push: row.notifyPush },
  };
}

function bankDetailsView(row: SettingsRow | undefined) {
  return {
    bankName: row?.bankName ?? null,
    iban: row?.iban ?? null,
    bic: row?.bic ?? null,
    paymentTerms: row?.paymentTerms ?? null,
  };
}

async function loadProfile(db: Db, merchantId: string) {
  const [row] = await db
    .select({ merchant: merchants, settings: businessSettings })
    .from(merchants)
    .leftJoin(businessSettings, eq(businessSettings.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  // The access rule let the caller in with this business selected, so it exists.
  return {
    business: merchantView(row!.merchant),
    settings: settingsView(row!.settings ?? undefined),
    bankDetails: bankDetailsView(row!.settings ?? undefined),
  };
}

export function getBusinessProfile(ctx: GraphQLContext, caller: BusinessCaller) {
  return loadProfile(ctx.db, caller.selectedBusiness.merchantId);
}

export async function updateBusinessProfile(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(companyInputSchema, args.input);
  const merchantId = caller.selectedBusiness.merchantId;
  await assertLogoImage(ctx.db, input.logoImageId, merchantId);
  await ctx.db.update(merchants).set(companyValues(input)).where(eq(merchants.id, merchantId));
  return {
    success: true,
    messageCode: RESULT_CODES.BUSINESS_SAVED,
    profile: await loadProfile(ctx.db, merchantId),
  };
}

export async function updateBusinessSettings(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const { notifications, ...settings } = parseArgs(businessSettingsSchema, args.input);
  const merchantId = caller.selectedBusiness.merchantId;
  return saveSettings(ctx, merchantId, {
    ...settings,
    notifyEmail: notifications.email,
    notifySms: notifications.sms,
    notifyPush: notifications.push,
  });
}

export function updateBankDetails(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const details = parseArgs(bankDetailsSchema, args.input);
  return saveSettings(ctx, caller.selectedBusiness.merchantId, details);
}

// A business without a settings row gets one with the defaults and these values.
async function saveSettings(
  ctx: GraphQLContext,
  merchantId: string,
  changes: Partial<Omit<SettingsRow, 'merchantId' | 'updatedAt'>>,
) {
  const values = { ...changes, updatedAt: new Date() };
  await ctx.db
    .insert(businessSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: businessSettings.merchantId, set: values });
  return {
    success: true,
    messageCode: RESULT_CODES.SETTINGS_SAVED,
    profile: await loadProfile(ctx.db, merchantId),
  };
}
