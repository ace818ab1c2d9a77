import { translateMessage } from '../../lib/i18n/translate-message';

export type FieldTone = 'error' | 'warning';

// Messages arrive in the domain's English and are shown in the reader's language.
export function FieldMessage({
  id,
  message,
  tone = 'error',
}: {
  id: string;
  message: string | undefined;
  tone?: FieldTone;
}) {
  if (!message) return null;
  const color =
    tone === 'warning' ? 'text-amber-600 dark:text-amber-400' : 'text-red-600 dark:text-red-400';
  return (
    <p id={id} className={`mt-1 text-sm ${color}`}>
      {translateMessage(message)}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
      *
    </span>
  );
}
