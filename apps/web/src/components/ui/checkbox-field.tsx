import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessage, RequiredMark } from './field-message';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  error,
  required,
  className = '',
  ...props
}: CheckboxFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? messageId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
