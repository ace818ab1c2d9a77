import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../../lib/browser-storage';
import { SIDEBAR_COLLAPSED_KEY } from '../../lib/storage-keys';

// The sidebar is expanded or collapsed (remembered), and on phones a drawer that is open or not
// (forgotten, so a phone never opens on a covered page).
export interface SidebarState {
  collapsed: boolean;
  drawerOpen: boolean;
}

let state: SidebarState = {
  collapsed: readItem(SIDEBAR_COLLAPSED_KEY) === 'true',
  drawerOpen: false,
};
const listeners = new Set<() => void>();

function update(next: Partial<SidebarState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function setSidebarCollapsed(collapsed: boolean): void {
  writeItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  update({ collapsed });
}

export function setDrawerOpen(drawerOpen: boolean): void {
  update({ drawerOpen });
}

// Ctrl+B and the header's button: the drawer on phones, the width elsewhere.
export function toggleSidebar(mobile: boolean): void {
  if (mobile) setDrawerOpen(!state.drawerOpen);
  else setSidebarCollapsed(!state.collapsed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarState(): SidebarState {
  return useSyncExternalStore(subscribe, () => state);
}
