import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { OTP_LENGTH } from '@back-office/domain/constants';
import { HOME_PATH } from '@back-office/domain/routes';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';
import { AuthCard } from './auth-card';

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');

// Only a placeholder: six single-digit boxes with paste, arrow and backspace navigation;
// Verify only shows a browser alert and calls nothing.
export function TwoStepVerificationPage() {
  const { t } = useTranslation();
  usePageMeta('pageTwoStep', 'pageTwoStepDescription');
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) =>
    boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();

  function put(index: number, value: string) {
    setDigits((current) => current.map((digit, position) => (position === index ? value : digit)));
  }

  function onInput(index: number, raw: string) {
    const digit = raw.replace(/\D/g, '').slice(-1);
    put(index, digit);
    if (digit) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      put(index - 1, '');
      focusBox(index - 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData
      .getData('text')
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - index);
    if (!pasted) return;
    setDigits((current) => current.map((digit, position) => pasted[position - index] ?? digit));
    focusBox(index + pasted.length);
  }

  return (
    <AuthCard title={t('twoStepTitle')} subtitle={t('twoStepText')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          window.alert(t('twoStepAlert', { code: digits.join('') }));
        }}
      >
        <div className="flex justify-between gap-2">
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              value={digit}
              onChange={(event) => onInput(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={2}
              aria-label={t('digitLabel', { n: index + 1, total: OTP_LENGTH })}
              className="size-12 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold focus:outline-2 focus:outline-brand-500 sm:size-14 dark:border-slate-700 dark:bg-slate-900"
            />
          ))}
        </div>
        <Button type="submit" className="mt-6 w-full">
          {t('verify')}
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between text-sm">
        <Link
          to={HOME_PATH}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
        >
          {t('resend')}
        </Link>
        <Link
          to={HOME_PATH}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
        >
          {t('backToDashboard')}
        </Link>
      </div>
    </AuthCard>
  );
}
