import { messageText } from '../../lib/i18n/message-text';

// A refusal that belongs to no one field of a form (the server's answer to the whole of it), said
// inside the form in the reader's language.
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-300"
    >
      {messageText(message)}
    </p>
  );
}
