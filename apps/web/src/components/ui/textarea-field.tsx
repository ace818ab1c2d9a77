import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { TEXTAREA_MAX } from '@back-office/domain/constants';
import { FieldMessage, RequiredMark } from './field-message';
import { borderClass, inputClass } from './text-field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  // Characters typed so far, for the counter.
  count: number;
  ref?: Ref<HTMLTextAreaElement>;
}

// At most 5000 characters by default, with a counter.
export function TextareaField({
  label,
  error,
  count,
  required,
  maxLength = TEXTAREA_MAX,
  className = '',
  id,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const counterId = `${inputId}-counter`;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        id={inputId}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${messageId} ${counterId}` : counterId}
        className={`${inputClass} ${borderClass(Boolean(error))}`}
        {...props}
      />
      <div className="flex items-start justify-between gap-2">
        <FieldMessage id={messageId} message={error} />
        <p id={counterId} className="mt-1 ml-auto text-xs text-slate-500 tabular-nums">
          {count}/{maxLength}
        </p>
      </div>
    </div>
  );
}
