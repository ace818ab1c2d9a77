import { useId, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldMessage, RequiredMark } from '../../../components/ui/field-message';
import { SelectField } from '../../../components/ui/select-field';
import { makeCurrent, toggleRole } from '../member-form';
import { useRoleName } from './use-role-name';

interface RoleCheckboxesProps {
  // The roles held, current first.
  value: string[];
  onChange: (roles: string[]) => void;
  // react-hook-form's other field props arrive too; the roles are only touched by changing them.
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  // The roles offered (see roleChoices).
  choices: readonly string[];
  loading: boolean;
  error?: string;
  // Focused when the form puts a message on the roles.
  ref?: Ref<HTMLInputElement>;
}

// Several roles, one checkbox each; with more than one, which of them is the current one.
export function RoleCheckboxes({
  value,
  onChange,
  choices,
  loading,
  error,
  ref,
}: RoleCheckboxesProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const legendClass = 'mb-2 text-sm font-medium text-slate-700 dark:text-slate-300';

  return (
    <fieldset aria-describedby={error ? messageId : undefined}>
      <legend className={legendClass}>
        {t('roles')}
        <RequiredMark />
      </legend>
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>
      ) : choices.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('employeeNoRoles')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-x-4 gap-y-2">
          {choices.map((role, index) => (
            <CheckboxField
              key={role}
              ref={index === 0 ? ref : undefined}
              label={roleName(role)}
              checked={value.includes(role)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(toggleRole(value, role, event.target.checked))}
            />
          ))}
        </div>
      )}
      <FieldMessage id={messageId} message={error} />
      {value.length > 1 && (
        <div className="mt-3">
          <SelectField
            label={t('employeeCurrentRole')}
            aria-describedby={hintId}
            value={value[0]}
            onChange={(event) => onChange(makeCurrent(value, event.target.value))}
            options={value.map((role) => ({ value: role, label: roleName(role) }))}
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('employeeCurrentRoleHint')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
