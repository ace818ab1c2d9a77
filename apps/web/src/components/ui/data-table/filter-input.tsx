import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldMessage } from '../field-message';
import { borderClass, inputClass } from '../text-field';

interface FilterInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur'
> {
  label: string;
  // The value the list is filtered by.
  value: string;
  // Called on Enter and on leaving the field: a list is not refetched for every key typed.
  onCommit: (value: string) => void;
  error?: string | null;
}

// A typed filter of a list toolbar (a price bound, tags).
export function FilterInput({
  label,
  value,
  onCommit,
  error,
  className = '',
  ...props
}: FilterInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The filters were reset or changed elsewhere: show what the list is filtered by now.
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <input
        id={id}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className={`${inputClass} ${borderClass(Boolean(error))}`}
        {...props}
      />
      <FieldMessage id={`${id}-message`} message={error ?? undefined} />
    </div>
  );
}
