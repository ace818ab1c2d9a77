import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Bell, BellOff } from 'lucide-react';
import { notificationBadgeLabel } from '@back-office/domain/notifications';
import { Spinner } from '../../../components/ui/spinner';
import { usePopover } from '../../../components/ui/use-popover';
import {
  useMarkAllRead,
  useMarkRead,
  useRecentNotifications,
  useUnreadCount,
  type Notification,
} from '../api/notifications';
import { useLiveNotifications } from '../use-live-notifications';
import { NotificationContent } from './notification-item';

const ACTION_CLASS =
  'rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500 dark:text-brand-100 dark:hover:bg-brand-500/10 dark:disabled:text-slate-400';

// The header's bell: the unread count capped at '99+', the ten newest, each
// marked read when opened; 'Mark all as read' and 'View All Notifications'. Live over a websocket.
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'el' ? 'el' : 'en';
  const navigate = useNavigate();
  const { open, setOpen, triggerRef, panelRef } = usePopover();
  const panelId = useId();
  const count = useUnreadCount();
  const recent = useRecentNotifications(language, true);
  const { connected } = useLiveNotifications(language, recent.data?.[0]?._id ?? null);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const badge = notificationBadgeLabel(count.data ?? 0);
  const notifications = recent.data ?? [];

  function openNotification(notification: Notification) {
    setOpen(false);
    if (!notification.isRead) markRead.mutate([notification._id]);
    void navigate(notification.link);
  }

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={badge ? t('notificationsUnread', { unread: badge }) : t('notifications')}
        data-live={connected ? 'connected' : 'offline'}
        data-testid="notification-bell"
        className="relative grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {/* On a phone the bell sits mid-header: the panel spans the screen rather than hang off it. */}
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label={t('notifications')}
          className="fixed inset-x-4 top-16 z-40 rounded-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80 border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <p className="font-semibold">{t('notifications')}</p>
            <button
              type="button"
              className={ACTION_CLASS}
              disabled={!count.data || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('markAllRead')}
            </button>
          </div>
          {recent.isPending ? (
            <div role="status" className="grid place-items-center py-8 text-brand-600">
              <Spinner className="size-5" />
              <span className="sr-only">{t('loading')}</span>
            </div>
          ) : notifications.length === 0 ? (
            <div className="grid place-items-center gap-2 px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
              <BellOff className="size-8 text-slate-400" aria-hidden="true" />
              <p>{t('noNotifications')}</p>
            </div>
          ) : (
            <ul
              aria-label={t('notificationsRecent')}
              className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
            >
              {notifications.map((notification) => (
                <li key={notification._id}>
                  <a
                    href={notification.link}
                    onClick={(event) => {
                      event.preventDefault();
                      openNotification(notification);
                    }}
                    className={`block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 dark:hover:bg-slate-800 ${
                      notification.isRead ? '' : 'bg-brand-50/60 dark:bg-brand-500/10'
                    }`}
                  >
                    <NotificationContent notification={notification} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-slate-200 p-2 text-center dark:border-slate-800">
            <button
              type="button"
              className={ACTION_CLASS}
              onClick={() => {
                setOpen(false);
                void navigate('/notifications');
              }}
            >
              {t('viewAllNotifications')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
