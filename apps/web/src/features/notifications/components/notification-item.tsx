import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Notification } from '../api/notifications';
import { relativeTime } from '../relative-time';

// One notification: unread marker, title, body and how long ago. The caller makes it a link.
export function NotificationContent({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${
          notification.isRead ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-400'
        }`}
      />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm ${notification.isRead ? 'font-medium' : 'font-semibold'} text-slate-900 dark:text-slate-100`}
        >
          {notification.title}
          {!notification.isRead && <span className="sr-only"> ({t('notificationUnread')})</span>}
        </span>
        <span className="block text-sm break-words text-slate-600 dark:text-slate-400">
          {notification.body}
        </span>
        <time
          dateTime={notification.createdAt}
          title={new Date(notification.createdAt).toLocaleString(i18n.language)}
          className="block text-xs text-slate-500 dark:text-slate-400"
        >
          {relativeTime(notification.createdAt, i18n.language)}
        </time>
      </span>
    </span>
  );
}
