import { LoadMore } from '../../../components/ui/load-more';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { Tabs } from '../../../components/ui/tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { showToast } from '../../../lib/toast';
import { messageText } from '../../../lib/i18n/message-text';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationPages,
  useUnreadCount,
  type Notification,
} from '../api/notifications';
import { NotificationContent } from './notification-item';

type View = 'all' | 'unread' | 'read';
const UNREAD: Record<View, boolean | null> = { all: null, unread: true, read: false };

// /notifications: every notification of the signed-in person, newest first, filtered by read
// state, in keyset pages; each leads to its object and is marked read when opened.
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  usePageMeta('pageNotifications', 'pageNotificationsDescription');
  const language = i18n.language === 'el' ? 'el' : 'en';
  const [view, setView] = useState<View>('all');
  const pages = useNotificationPages(UNREAD[view], language);
  const count = useUnreadCount();
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const rows = pages.data?.pages.flatMap((page) => page.nodes) ?? [];

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate([notification._id]);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageNotifications')}
        description={t('pageNotificationsDescription')}
        actions={
          <Button
            variant="secondary"
            disabled={!count.data}
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: (result) => showToast('success', messageText(result.messageKey)),
              })
            }
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        }
      />
      <Tabs
        label={t('notificationsFilter')}
        tabs={[
          { key: 'all', label: t('notificationsAll') },
          { key: 'unread', label: t('notificationsUnreadTab') },
          { key: 'read', label: t('notificationsReadTab') },
        ]}
        selected={view}
        onSelect={setView}
      >
        {!pages.isSuccess ? (
          <QueryStatus failed={pages.isError} onRetry={() => void pages.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-600 dark:text-slate-400">
            {view === 'all' ? t('noNotifications') : t('notificationsNoneHere')}
          </p>
        ) : (
          <ul
            aria-label={t('notifications')}
            className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {rows.map((notification) => (
              <li key={notification._id}>
                <Link
                  to={notification.link}
                  onClick={() => open(notification)}
                  className={`block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 dark:hover:bg-slate-800 ${
                    notification.isRead ? '' : 'bg-brand-50/60 dark:bg-brand-500/10'
                  }`}
                >
                  <NotificationContent notification={notification} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={pages} className="mt-4" />
      </Tabs>
    </div>
  );
}
