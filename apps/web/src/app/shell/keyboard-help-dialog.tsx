import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SHORTCUTS } from '@back-office/domain/constants';
import { CREATE_MENU, createMenuFor } from '@back-office/domain/menus';
import type { AppRole } from '@back-office/domain/roles';
import { Badge } from '../../components/ui/badge';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useDomainLabel } from '../../lib/i18n/use-domain-label';
import { createShortcutLabel } from './create-shortcut';
import { HELP_MODAL_ID } from './use-keyboard-shortcuts';

function Row({ keys, action, note }: { keys: string; action: string; note?: ReactNode }) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className="py-2 pr-3 align-top whitespace-nowrap">
        <kbd className="rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
          {keys}
        </kbd>
      </td>
      <td className="py-2 align-top">
        {action}
        {note && <span className="ml-2 inline-block">{note}</span>}
      </td>
    </tr>
  );
}

// The help dialog ('?'): every shortcut, the ones not bound yet marked as such, and the
// create shortcuts the role cannot use marked too.
export function KeyboardHelpDialog({ role }: { role: AppRole | null }) {
  const { t } = useTranslation();
  const domainLabel = useDomainLabel();
  const usable = createMenuFor(role);
  return (
    <ModalDialog id={HELP_MODAL_ID} title={t('keyboardShortcuts')} closeLabel={t('close')}>
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('shortcutKeys')}</th>
            <th scope="col">{t('shortcutAction')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <Row
              key={shortcut.keys}
              keys={shortcut.keys}
              action={domainLabel(`shortcut.${shortcut.keys}`)}
              note={!shortcut.bound && <Badge>{t('shortcutNotBound')}</Badge>}
            />
          ))}
          {CREATE_MENU.map((entry) => (
            <Row
              key={entry.key}
              keys={createShortcutLabel(entry)}
              action={t('createShortcutAction', { item: domainLabel(`create.${entry.key}`) })}
              note={!usable.includes(entry) && <Badge>{t('notAvailableForRole')}</Badge>}
            />
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
