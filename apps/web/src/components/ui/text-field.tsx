import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessage, RequiredMark } from './field-message';

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800';

export function borderClass(invalid: boolean): string {
  return invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700';
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  // Shown inside the input, at its end (e.g. a show-password button).
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

// aria-required rather than required: the browser's own bubbles would pre-empt the form's
// messages, whose texts are fixed.
export function TextField({
  label,
  error,
  trailing,
  required,
  className = '',
  id,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? messageId : undefined}
          className={`${inputClass} ${borderClass(Boolean(error))} ${trailing ? 'pr-11' : ''}`}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
