import { useEffectEvent, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { createMenuFor } from '@back-office/domain/menus';
import type { AppRole } from '@back-office/domain/roles';
import { HOME_PATH } from '@back-office/domain/routes';
import { openModal } from '../../lib/modals/modal-store';
import { isMobileViewport } from '../../lib/use-is-mobile';
import { isCreateShortcut } from './create-shortcut';
import { toggleSidebar } from './sidebar-state';

export const HELP_MODAL_ID = 'keyboard-shortcuts';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const only = (event: KeyboardEvent, modifier: 'ctrlKey' | 'altKey') =>
  event[modifier] &&
  (['ctrlKey', 'altKey', 'metaKey', 'shiftKey'] as const).every(
    (key) => key === modifier || !event[key],
  );

// The bound shortcuts (Ctrl+B, Alt+H, ?, /) and the create shortcuts. Esc is each dialog's own.
// While a dialog is open none of these apply: they would act on the page behind it.
export function useKeyboardShortcuts(role: AppRole | null): void {
  const navigate = useNavigate();

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
    const entry = createMenuFor(role).find((candidate) => isCreateShortcut(event, candidate));
    if (entry) {
      event.preventDefault();
      navigate(entry.path);
    } else if (only(event, 'ctrlKey') && event.code === 'KeyB') {
      event.preventDefault();
      toggleSidebar(isMobileViewport());
    } else if (only(event, 'altKey') && event.code === 'KeyH') {
      event.preventDefault();
      navigate(HOME_PATH);
    } else if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) {
      // '?' and '/' are text while typing.
    } else if (event.key === '?') {
      event.preventDefault();
      openModal(HELP_MODAL_ID);
    } else if (event.key === '/') {
      const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
      if (!search) return;
      event.preventDefault();
      search.focus();
    }
  });

  // Attached in the commit that shows the shell, so a key pressed as soon as it appears counts.
  useLayoutEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
