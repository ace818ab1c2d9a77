import { ACADEMY_MESSAGES } from './academy';
import { ADVERTISEMENT_MESSAGES } from './advertisement';
import { AFFILIATE_MESSAGES } from './affiliates';
import { MEMBER_MESSAGES } from './members';
import { fillPlaceholders, readMessage, type MessageKey } from './message-keys';
import { MESSAGES } from './messages';
import { MONEY_MESSAGES } from './money-messages';
import { PEOPLE_MESSAGES } from './people-messages';
import { PERIOD_MESSAGES } from './periods';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';
import { SUPPORT_MESSAGES } from './support';

// Every catalogue of the domain in English, for the server, which answers API clients in
// English beside the key. The web never loads this: each feature brings its own catalogue.
export const DOMAIN_CATALOGUES = {
  MESSAGES,
  MONEY_MESSAGES,
  PEOPLE_MESSAGES,
  SUPPORT_MESSAGES,
  MEMBER_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  AFFILIATE_MESSAGES,
  ACADEMY_MESSAGES,
  PERIOD_MESSAGES,
  ADVERTISEMENT_MESSAGES,
} as const;

export const DOMAIN_MESSAGES: Readonly<Record<MessageKey, string>> = Object.assign(
  {},
  ...Object.values(DOMAIN_CATALOGUES),
) as Record<MessageKey, string>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(DOMAIN_MESSAGES, key);
}

/** The English text of a message (a key, or a key with its parameters); anything else as it is. */
export function englishText(ref: string): string {
  const { key, params } = readMessage(ref);
  return isMessageKey(key) ? fillPlaceholders(DOMAIN_MESSAGES[key], params) : ref;
}
