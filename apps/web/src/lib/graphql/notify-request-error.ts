import { errorDisplayMessage, graphqlErrorToast } from '@back-office/domain/errors';
import { MESSAGES } from '@back-office/domain/messages';
import { translator } from '../i18n/i18n';
import { messageText } from '../i18n/message-text';
import { showToast } from '../toast';
import {
  GraphQLRequestError,
  isUnauthenticated,
  NETWORK_ERROR_EVENT,
  NetworkError,
} from './errors';

// The toast for a failed request; a refused session gets none, as the refresh deals with it.
export function notifyRequestError(error: unknown): void {
  if (isUnauthenticated(error)) return;
  if (error instanceof GraphQLRequestError) {
    const toast = graphqlErrorToast(error.code, error.message);
    if (toast) showToast('error', translator.t(toast, { message: messageText(error.said) }));
    return;
  }
  if (error instanceof NetworkError) {
    window.dispatchEvent(
      new CustomEvent(NETWORK_ERROR_EVENT, { detail: MESSAGES.networkErrorEvent }),
    );
    showToast('error', translator.t('networkErrorMessage'));
    return;
  }
  showToast('error', translator.t(errorDisplayMessage(error)));
}
