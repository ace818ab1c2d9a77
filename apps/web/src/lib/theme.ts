import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_DAYS, type Theme } from '@back-office/domain/constants';
import { writeCookie } from './browser-storage';

// public/theme-init.js reads the same cookie before the first paint, so the page never
// flashes in the other theme.
export const THEME_COOKIE = 'theme';
const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#0b1120' };
const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[theme]);
  writeCookie(THEME_COOKIE, theme, THEME_STORAGE_DAYS);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme);
}
