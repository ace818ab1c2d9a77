import { messageText } from '../../lib/i18n/message-text';

export type FieldTone = 'error' | 'warning';

// Messages arrive by key (a schema's, the server's) and are shown in the reader's language.
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
      {messageText(message)}
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
