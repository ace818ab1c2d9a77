import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  description?: string;
  ref?: Ref<HTMLInputElement>;
}

// An on/off setting that takes effect when its form is saved: a checkbox that looks and is
// announced as a switch.
export function SwitchField({ label, description, className = '', ...props }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={description ? descriptionId : undefined}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-700 dark:checked:bg-brand-500"
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
