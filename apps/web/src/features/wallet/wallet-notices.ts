import { resultCodeText } from '@back-office/domain/result-codes';
import { notifyRequestError } from '../../lib/graphql/notify-request-error';
import { APP_DICTIONARY } from '../../lib/i18n/app-dictionary';
import { addTexts, translator } from '../../lib/i18n/i18n';
import { showToast } from '../../lib/toast';

// What the wallet says rarely, a failed request or a refused offer, it says in the app's words:
// this module and the app's catalogues (both languages' texts of every message) are fetched with
// the first such notice, not with the page (decision record 023).
const texts = addTexts(APP_DICTIONARY);

export async function notifyWalletError(error: unknown): Promise<void> {
  await texts;
  notifyRequestError(error);
}

// A refused offer's result code, in the reader's words; a code without a text is shown as it is.
export async function showRefusal(messageCode: string): Promise<void> {
  await texts;
  const refusal = resultCodeText(messageCode);
  showToast('error', refusal ? translator.t(refusal) : messageCode);
}
