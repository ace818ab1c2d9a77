import { readMessage, type MessageParams } from '@back-office/domain/message-keys';
import { translator } from './i18n';

/**
 * A message told by key (a schema's, the server's: message-keys.ts) in the reader's language,
 * with `params` added to its own; a text that is no key, such as an API's own English, as it
 * came.
 */
export function messageText(said: string, params?: MessageParams): string {
  const { key, params: own } = readMessage(said);
  // Keys here come at run time, so the typed overloads of t() cannot check them.
  return (translator.t as (key: string, params?: MessageParams) => string)(key, {
    ...own,
    ...params,
  });
}
