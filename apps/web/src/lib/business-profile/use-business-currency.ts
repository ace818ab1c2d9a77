import {
  BUSINESS_SETTINGS_DEFAULTS,
  CURRENCIES,
  type Currency,
} from '@back-office/domain/constants';
import { useBusinessProfile } from './get-business-profile';

const isCurrency = (value: string | undefined): value is Currency =>
  (CURRENCIES as readonly (string | undefined)[]).includes(value);

// The currency the selected business shows amounts in (SPEC §3). Until the settings have
// arrived it is SPEC's default, EUR; a page that must not show a default first waits for
// useBusinessProfile().
export function useBusinessCurrency(): Currency {
  const currency = useBusinessProfile().data?.settings.currency;
  return isCurrency(currency) ? currency : BUSINESS_SETTINGS_DEFAULTS.currency;
}
