import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PhoneInput } from '../ui/phone-input';
import { TextField } from '../ui/text-field';

// The form's names of a person's fields (sign-up's employeeFirstName, the ADMIN's
// executiveFirstName, ...).
export interface PersonFieldNames<TForm extends FieldValues> {
  firstName: Path<TForm>;
  lastName: Path<TForm>;
  email: Path<TForm>;
  phone: Path<TForm>;
}

interface PersonFieldsProps<TForm extends FieldValues> {
  names: PersonFieldNames<TForm>;
  // The reader's own details: the browser may fill them in. Someone else's: it must not.
  ownDetails?: boolean;
  phoneRequired?: boolean;
}

// A person's name, email and phone, inside the <FormProvider> of the form that holds them; laid
// out by the grid around them.
export function PersonFields<TForm extends FieldValues>({
  names,
  ownDetails = false,
  phoneRequired = false,
}: PersonFieldsProps<TForm>) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TForm>();
  const message = (name: Path<TForm>) => errors[name]?.message as string | undefined;
  const autoComplete = (token: string) => (ownDetails ? token : 'off');
  return (
    <>
      <TextField
        label={t('employeeFirstName')}
        autoComplete={autoComplete('given-name')}
        required
        error={message(names.firstName)}
        {...register(names.firstName)}
      />
      <TextField
        label={t('employeeLastName')}
        autoComplete={autoComplete('family-name')}
        required
        error={message(names.lastName)}
        {...register(names.lastName)}
      />
      <TextField
        label={t('employeeEmail')}
        type="email"
        autoComplete={autoComplete('email')}
        required
        error={message(names.email)}
        {...register(names.email)}
      />
      <Controller
        control={control}
        name={names.phone}
        render={({ field, fieldState }) => (
          <PhoneInput
            label={t('employeePhone')}
            name={field.name}
            ref={field.ref}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required={phoneRequired}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
