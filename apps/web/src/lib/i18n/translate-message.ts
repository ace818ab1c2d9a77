import { translator } from './i18n';
import { MESSAGES } from '@back-office/domain/messages';

// Schemas and the server speak the domain's English texts; the screen speaks the reader's
// language. This maps an English text (a plain message, or one filled into a template such as
// 'Oops: {{message}}') back to its key and translates it. Unknown texts are shown as they are.

// Keys here are looked up at run time, so the typed overloads of t() cannot check them.
const translate = (key: string, params?: Record<string, string>): string =>
  (translator.t as (key: string, params?: Record<string, string>) => string)(key, params);

const byText = new Map<string, string>();
const templates: { key: string; names: string[]; pattern: RegExp }[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Learns the English texts of a catalogue so that they translate: the domain's core texts now,
 * those that travel with the signed-in pages when the pages' texts load.
 */
export function learnMessages(catalogue: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(catalogue)) {
    if (!text.includes('{{')) {
      byText.set(text, key);
      continue;
    }
    const names: string[] = [];
    const source = text
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    templates.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
  }
}

learnMessages(MESSAGES);

export function translateMessage(text: string): string {
  const key = byText.get(text);
  if (key) return translate(key);
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    template.names.forEach((name, index) => {
      params[name] = translateMessage(match[index + 1] ?? '');
    });
    return translate(template.key, params);
  }
  return text;
}
