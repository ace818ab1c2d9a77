import type { ACADEMY_MESSAGES } from './academy';
import type { ADVERTISEMENT_MESSAGES } from './advertisement';
import type { AFFILIATE_MESSAGES } from './affiliates';
import type { MEMBER_MESSAGES } from './members';
import type { MESSAGES } from './messages';
import type { MONEY_MESSAGES } from './money-messages';
import type { PEOPLE_MESSAGES } from './people-messages';
import type { PERIOD_MESSAGES } from './periods';
import type { SUBSCRIPTION_MESSAGES } from './subscriptions';
import type { SUPPORT_MESSAGES } from './support';

// The domain and the server tell a text by its key and parameters; each reader looks the key up
// in its own language (decision record 034). Only types here: the web must not load every
// catalogue to name a key.

/** A key of any text the domain or the server may tell people. */
export type MessageKey =
  | keyof typeof MESSAGES
  | keyof typeof MONEY_MESSAGES
  | keyof typeof PEOPLE_MESSAGES
  | keyof typeof SUPPORT_MESSAGES
  | keyof typeof MEMBER_MESSAGES
  | keyof typeof SUBSCRIPTION_MESSAGES
  | keyof typeof AFFILIATE_MESSAGES
  | keyof typeof ACADEMY_MESSAGES
  | keyof typeof PERIOD_MESSAGES
  | keyof typeof ADVERTISEMENT_MESSAGES;

export type MessageParams = Readonly<Record<string, string | number>>;

/** A message where only a string fits (a schema's issue, a form field's error): the key, then
 * its parameters as JSON after a space when it has any. */
export type MessageRef = MessageKey | `${MessageKey} ${string}`;

export function msg(key: MessageKey, params?: MessageParams): MessageRef {
  return writeMessage(key, params) as MessageRef;
}

/** The string form of a key that came from elsewhere (the server's answer), unchecked. */
export function writeMessage(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;
}

/** The key and parameters of a message; a string that is no message gives itself as the key. */
export function readMessage(ref: string): { key: string; params: MessageParams } {
  const space = ref.indexOf(' ');
  if (space < 0 || ref[space + 1] !== '{') return { key: ref, params: {} };
  try {
    return { key: ref.slice(0, space), params: JSON.parse(ref.slice(space + 1)) as MessageParams };
  } catch {
    return { key: ref, params: {} };
  }
}

// Unknown placeholders stay visible, so a missing parameter shows up in review instead of
// silently disappearing.
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
