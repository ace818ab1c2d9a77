import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, type Location } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { menuItemTooltip, sidebarMenuFor, type MenuItem } from '@back-office/domain/menus';
import type { AppRole } from '@back-office/domain/roles';
import { stripQuery } from '@back-office/domain/routes';
import { Badge } from '../../components/ui/badge';
import { Tooltip } from '../../components/ui/tooltip';
import { useDomainLabel } from '../../lib/i18n/use-domain-label';
import { MenuIcon } from './menu-icon';

// An item is current when the address has its path and every query value it names, so that
// ADMIN's All Scans (view=admin) and My Store (view=merchant) are told apart.
function isCurrent(item: MenuItem, location: Location): boolean {
  if (item.children) return item.children.some((child) => isCurrent(child, location));
  if (stripQuery(item.path) !== location.pathname) return false;
  const wanted = new URLSearchParams(item.path.split('?')[1] ?? '');
  const actual = new URLSearchParams(location.search);
  return [...wanted].every(([name, value]) => actual.get(name) === value);
}

const ITEM_CLASS =
  'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';

// Collapsed, only the icon shows, centred; nested items are indented when labels show.
function itemLayout(collapsed: boolean, nested: boolean): string {
  if (collapsed) return 'justify-center';
  return nested ? 'pl-11' : '';
}

interface ItemProps {
  item: MenuItem;
  role: AppRole | null;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

function MenuEntry({ item, role, collapsed, nested = false, onNavigate }: ItemProps) {
  const { t } = useTranslation();
  const domainLabel = useDomainLabel();
  const location = useLocation();
  const label = domainLabel(`menu.${item.key}`);
  const reason = menuItemTooltip(item, role);
  const text = (
    <>
      <MenuIcon itemKey={item.key} />
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
    </>
  );

  // A coming-soon item or one the role may not open stays in the menu, so no click bounces;
  // it is reachable by keyboard and says why it does nothing.
  if (reason !== null) {
    const tooltip = collapsed ? `${label} · ${t(reason)}` : t(reason);
    return (
      <Tooltip text={tooltip}>
        {(describedBy) => (
          <span
            role="link"
            aria-disabled="true"
            tabIndex={0}
            aria-describedby={describedBy}
            className={`${ITEM_CLASS} cursor-not-allowed text-slate-500 dark:text-slate-400 ${itemLayout(collapsed, nested)}`}
          >
            {text}
            {item.disabled && !collapsed && (
              <span aria-hidden="true">
                <Badge tone="info">{t('soonBadge')}</Badge>
              </span>
            )}
          </span>
        )}
      </Tooltip>
    );
  }

  const current = isCurrent(item, location);
  const link = (describedBy?: string) => (
    <Link
      to={item.path}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      aria-describedby={describedBy}
      className={`${ITEM_CLASS} ${itemLayout(collapsed, nested)} ${
        current
          ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
      }`}
    >
      {text}
    </Link>
  );
  // Collapsed, the label is only read aloud; sighted users get it on hover and focus.
  if (collapsed)
    return (
      <Tooltip text={label} describes={false}>
        {() => link()}
      </Tooltip>
    );
  return link();
}

function MenuGroup({ item, role, collapsed, onNavigate }: ItemProps) {
  const domainLabel = useDomainLabel();
  const location = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(true);
  const label = domainLabel(`menu.${item.key}`);
  const current = isCurrent(item, location);
  const button = (
    <button
      type="button"
      onClick={() => setOpen((value) => !value)}
      aria-expanded={open}
      aria-controls={listId}
      className={`${ITEM_CLASS} ${itemLayout(collapsed, false)} ${
        current
          ? 'text-brand-700 dark:text-brand-100'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
      }`}
    >
      <MenuIcon itemKey={item.key} />
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-left'}>{label}</span>
      {!collapsed && (
        <ChevronDown
          className={`size-4 shrink-0 transition-transform ${open ? '' : '-rotate-90'}`}
          aria-hidden="true"
        />
      )}
    </button>
  );
  return (
    <>
      {collapsed ? (
        <Tooltip text={label} describes={false}>
          {() => button}
        </Tooltip>
      ) : (
        button
      )}
      <ul id={listId} hidden={!open} className="mt-1 space-y-1">
        {(item.children ?? []).map((child) => (
          <li key={child.key}>
            <MenuEntry
              item={child}
              role={role}
              collapsed={collapsed}
              nested
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

// The menu items of the selected business's role, in order, after its home where none of them
// can be used (sidebarMenuFor).
export function SidebarNav({
  role,
  collapsed,
  onNavigate,
}: {
  role: AppRole | null;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mainNavigation')}>
      <ul className="space-y-1">
        {sidebarMenuFor(role).map((item) => (
          <li key={item.key}>
            {item.children ? (
              <MenuGroup item={item} role={role} collapsed={collapsed} onNavigate={onNavigate} />
            ) : (
              <MenuEntry item={item} role={role} collapsed={collapsed} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
