import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_CLEAR_MS } from '@back-office/domain/constants';
import { announce, getAnnouncements, subscribeAnnouncements } from './announcer';

describe('announcements', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are cleared 1 s after they were made', () => {
    announce('Marketplace · Back Office');
    expect(getAnnouncements().polite).toBe('Marketplace · Back Office');
    vi.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS - 1);
    expect(getAnnouncements().polite).toBe('Marketplace · Back Office');
    vi.advanceTimersByTime(1);
    expect(getAnnouncements().polite).toBe('');
  });

  it('keep the polite and the assertive region apart, and restart the clock on a new text', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeAnnouncements(changes);
    announce('Saved');
    vi.advanceTimersByTime(600);
    announce('Network error', 'assertive');
    announce('Saved again');
    vi.advanceTimersByTime(600);
    expect(getAnnouncements()).toEqual({ polite: 'Saved again', assertive: 'Network error' });
    vi.advanceTimersByTime(400);
    expect(getAnnouncements()).toEqual({ polite: '', assertive: '' });
    expect(changes).toHaveBeenCalledTimes(5);
    unsubscribe();
  });
});
