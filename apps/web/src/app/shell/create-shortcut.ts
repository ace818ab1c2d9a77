import type { CreateMenuEntry } from '@back-office/domain/menus';

// Apple keyboards have Cmd where others have Ctrl (Cmd/Ctrl+Shift+P, O, E, B).
export const IS_APPLE = /Mac|iPhone|iPad/.test(navigator.userAgent);

export function createShortcutLabel(entry: CreateMenuEntry): string {
  return IS_APPLE ? `⌘⇧${entry.shortcutKey}` : `Ctrl+Shift+${entry.shortcutKey}`;
}

// For aria-keyshortcuts: both spellings work on every keyboard.
export function createShortcutAria(entry: CreateMenuEntry): string {
  return `Control+Shift+${entry.shortcutKey} Meta+Shift+${entry.shortcutKey}`;
}

export function isCreateShortcut(event: KeyboardEvent, entry: CreateMenuEntry): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    event.shiftKey &&
    !event.altKey &&
    event.code === `Key${entry.shortcutKey}`
  );
}
