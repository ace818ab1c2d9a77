import { hasControlCharacter } from '@back-office/domain/inputs';
import { badUserInput } from './errors';

/** The path of the first string in the arguments that holds a control character. */
function firstControlPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstControlPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstControlPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses an operation whose arguments, at any depth, carry a control character, before it runs. */
export function assertNoControlCharacters(args: unknown): void {
  const path = firstControlPath(args, '');
  if (path !== null) {
    badUserInput('controlCharactersNotAllowed', {
      [path || '_']: 'controlCharactersNotAllowed',
    });
  }
}
