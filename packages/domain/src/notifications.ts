import { NOTIFICATION_BADGE_CAP } from './constants';

// The bell's badge text; null hides the badge.
export function notificationBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}
