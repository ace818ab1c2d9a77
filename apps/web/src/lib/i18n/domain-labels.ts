import { SHORTCUTS } from '@back-office/domain/constants';
import { CREATE_MENU, HOME_MENU_ITEM, MENUS, type MenuItem } from '@back-office/domain/menus';
import { ROLE_LABELS } from '@back-office/domain/roles';

// The domain's own English labels (menus, create menu, shortcuts, roles) under keys derived from
// the domain, so each is written once, in packages/domain; el.ts has their Greek under the same
// keys, and the translations test checks that none is missing.
export type DomainLabelKey =
  | `menu.${string}`
  | `create.${string}`
  | `createGroup.${string}`
  | `shortcut.${string}`
  | `role.${string}`;

const menuLabels = (items: readonly MenuItem[]): [string, string][] =>
  items.flatMap((item) => [[`menu.${item.key}`, item.label], ...menuLabels(item.children ?? [])]);

export const EN_DOMAIN_LABELS = Object.fromEntries([
  ...Object.values(MENUS).flatMap(menuLabels),
  ...menuLabels([HOME_MENU_ITEM]),
  ...CREATE_MENU.flatMap((entry) => [
    [`create.${entry.key}`, entry.label],
    [`createGroup.${entry.group}`, entry.group],
  ]),
  ...SHORTCUTS.map((shortcut) => [`shortcut.${shortcut.keys}`, shortcut.action]),
  ...Object.entries(ROLE_LABELS).map(([role, label]) => [`role.${role}`, label]),
]) as Record<DomainLabelKey, string>;
