import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Building2, FileText, Package, Plus, Tags, UserPlus, type LucideIcon } from 'lucide-react';
import { CREATE_MENU_CLICK_GUARD_MS } from '@back-office/domain/constants';
import { createMenuFor, type CreateMenuEntry } from '@back-office/domain/menus';
import type { AppRole } from '@back-office/domain/roles';
import { Dialog } from '../../components/ui/dialog';
import { useDomainLabel } from '../../lib/i18n/use-domain-label';
import { usePopover } from '../../components/ui/use-popover';
import { useIsMobile } from '../../lib/use-is-mobile';
import { createShortcutAria, createShortcutLabel } from './create-shortcut';

const ICONS: Record<CreateMenuEntry['key'], LucideIcon> = {
  product: Package,
  offer: Tags,
  employee: UserPlus,
  business: Building2,
  invoice: FileText,
};

function groupsOf(entries: readonly CreateMenuEntry[]) {
  const groups = new Map<CreateMenuEntry['group'], CreateMenuEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups];
}

// Up and down move through the items (wrapping), Home and End jump; Enter is the button's own.
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}

// In a dialog, the dialog focuses the first item (data-autofocus) and later restores focus;
// as a dropdown, the list focuses it itself.
function CreateMenuList({
  entries,
  label,
  onChoose,
  focusFirst,
}: {
  entries: readonly CreateMenuEntry[];
  label: string;
  onChoose: (entry: CreateMenuEntry) => void;
  focusFirst: boolean;
}) {
  const domainLabel = useDomainLabel();
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusFirst) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [focusFirst]);

  return (
    <div role="menu" aria-label={label} tabIndex={-1} onKeyDown={moveFocus} ref={menu}>
      {groupsOf(entries).map(([group, items], index) => (
        <div
          key={group}
          role="group"
          aria-labelledby={`${id}-${index}`}
          className={index > 0 ? 'mt-1 border-t border-slate-200 pt-1 dark:border-slate-800' : ''}
        >
          <p
            id={`${id}-${index}`}
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {domainLabel(`createGroup.${group}`)}
          </p>
          {items.map((entry) => {
            const Icon = ICONS[entry.key];
            return (
              <button
                key={entry.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-autofocus={entry === entries[0] || undefined}
                aria-keyshortcuts={createShortcutAria(entry)}
                onClick={() => onChoose(entry)}
                className="flex min-h-10 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="flex-1">{domainLabel(`create.${entry.key}`)}</span>
                <kbd
                  aria-hidden="true"
                  className="font-sans text-xs text-slate-500 dark:text-slate-400"
                >
                  {createShortcutLabel(entry)}
                </kbd>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

// The create dropdown: a menu on large screens, a bottom sheet on phones. Choosing opens
// the target page with ?isCreateOpen=true, where the page's create dialog takes over.
export function CreateMenu({ role }: { role: AppRole | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { open, setOpen, triggerRef, panelRef } = usePopover(!isMobile);
  const lastChoice = useRef(Number.NEGATIVE_INFINITY);
  const menuId = useId();
  const entries = createMenuFor(role);
  if (entries.length === 0) return null;

  // A double click or tap opens one dialog, not two.
  function choose(entry: CreateMenuEntry) {
    const now = performance.now();
    if (now - lastChoice.current < CREATE_MENU_CLICK_GUARD_MS) return;
    lastChoice.current = now;
    setOpen(false);
    navigate(entry.path);
  }

  const label = t('createNew');
  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(!open)}
        aria-haspopup={isMobile ? 'dialog' : 'menu'}
        aria-expanded={open}
        aria-controls={open && !isMobile ? menuId : undefined}
        aria-label={label}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Plus className="size-4" aria-hidden="true" />
        <span className="max-lg:sr-only">{t('create')}</span>
      </button>
      {open && isMobile && (
        <Dialog title={label} onClose={() => setOpen(false)} closeLabel={t('close')}>
          <CreateMenuList entries={entries} label={label} onChoose={choose} focusFirst={false} />
        </Dialog>
      )}
      {open && !isMobile && (
        <div
          ref={panelRef}
          id={menuId}
          className="absolute top-full left-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <CreateMenuList entries={entries} label={label} onChoose={choose} focusFirst />
        </div>
      )}
    </div>
  );
}
