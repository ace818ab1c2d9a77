import { DOMAIN_MESSAGES, englishText, isMessageKey } from '@back-office/domain/message-catalogue';
import { readMessage, type MessageKey } from '@back-office/domain/message-keys';

/** A result's message: in English for API clients, and its key for those that translate it. */
export const messageOf = (key: MessageKey) => ({ message: DOMAIN_MESSAGES[key], messageKey: key });

/**
 * A schema's message (a key, perhaps with parameters): in English, and its key and parameters
 * when it is one of ours rather than the schema library's own English.
 */
export function messageOfRef(ref: string) {
  const { key, params } = readMessage(ref);
  return isMessageKey(key)
    ? { message: englishText(ref), messageKey: key, params }
    : { message: ref };
}
