import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, BellOff } from 'lucide-react';
import { notificationBadgeLabel } from '@back-office/domain/notifications';
import { usePopover } from '../../../components/ui/use-popover';

interface Notification {
  id: string;
  title: string;
  body: string;
  isRead: boolean;
  createdAt: string;
}

// SPEC §2/§3: nothing produces notifications yet, so the list is always empty.
const NOTIFICATIONS: readonly Notification[] = [];

const INERT_ACTION_CLASS =
  'rounded-md px-2 py-1 text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 dark:text-brand-100 dark:aria-disabled:text-slate-400';

// The header's bell: a count badge capped at '99+', and a dropdown whose 'Mark all as read' and
// 'View All Notifications' have nothing to act on (SPEC §2), so they are shown inert.
export function NotificationBell() {
  const { t } = useTranslation();
  const { open, setOpen, triggerRef, panelRef } = usePopover();
  const panelId = useId();
  const unread = NOTIFICATIONS.filter((notification) => !notification.isRead).length;
  const badge = notificationBadgeLabel(unread);

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={badge ? t('notificationsUnread', { unread: badge }) : t('notifications')}
        className="relative grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label={t('notifications')}
          className="absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <p className="font-semibold">{t('notifications')}</p>
            <button type="button" aria-disabled="true" className={INERT_ACTION_CLASS}>
              {t('markAllRead')}
            </button>
          </div>
          <div className="grid place-items-center gap-2 px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
            <BellOff className="size-8 text-slate-400" aria-hidden="true" />
            <p>{t('noNotifications')}</p>
          </div>
          <div className="border-t border-slate-200 p-2 text-center dark:border-slate-800">
            <button type="button" aria-disabled="true" className={INERT_ACTION_CLASS}>
              {t('viewAllNotifications')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
