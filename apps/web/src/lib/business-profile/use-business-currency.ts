import {
  BUSINESS_SETTINGS_DEFAULTS,
  isCurrency,
  type Currency,
} from '@back-office/domain/constants';
import { useBusinessProfile } from './get-business-profile';

// The currency the selected business shows amounts in. Until the settings have arrived it is
// the default, EUR; a page that must not show a default first waits for
// useBusinessProfile().
export function useBusinessCurrency(): Currency {
  const currency = useBusinessProfile().data?.settings.currency;
  return isCurrency(currency) ? currency : BUSINESS_SETTINGS_DEFAULTS.currency;
}
