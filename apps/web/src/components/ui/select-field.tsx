import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessage, RequiredMark } from './field-message';
import { borderClass, inputClass } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

// A labelled native select: the phone's own picker on phones, type-to-find everywhere.
export function SelectField({
  label,
  options,
  error,
  required,
  className = '',
  id,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? messageId : undefined}
        className={`${inputClass} ${borderClass(Boolean(error))}`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
