import { describe, expect, it } from 'vitest';
import { SHORTCUTS } from './constants';

describe('the shortcuts', () => {
  it('binds the five shortcuts and lists the others unbound', () => {
    const bound = SHORTCUTS.filter((shortcut) => shortcut.bound).map((shortcut) => shortcut.keys);
    const unbound = SHORTCUTS.filter((shortcut) => !shortcut.bound).map(
      (shortcut) => shortcut.keys,
    );
    expect(bound).toEqual(['Ctrl+B', 'Alt+H', '/', 'Esc', '?']);
    expect(unbound).toEqual([
      'Ctrl+N',
      'Ctrl+S',
      'Ctrl+K',
      'Ctrl+R',
      'Alt+Left',
      'Alt+Right',
      'Space',
    ]);
  });
});
