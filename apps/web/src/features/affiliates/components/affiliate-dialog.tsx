import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AFFILIATE_KINDS } from '@back-office/domain/affiliates';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { AffiliateFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { messageText } from '../../../lib/i18n/message-text';
import { saidOf } from '../../../lib/graphql/errors';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { showToast } from '../../../lib/toast';
import { useSaveAffiliate } from '../api/affiliates';
import { AffiliateChoiceField } from './affiliate-choice-field';
import { AFFILIATE_KIND_LABELS } from './affiliate-labels';

interface AffiliateForm {
  kind: string;
  name: string;
  email: string;
  code: string;
  parentId: string;
}

const FIELDS = ['kind', 'name', 'email', 'code', 'parentId'] as const;

// Invites an affiliate (pending until approved) or edits one. The parent can only be a
// first-level affiliate: the server refuses a third level or a cycle with its own message.
export function AffiliateDialog({
  affiliate,
  onClose,
}: {
  affiliate: AffiliateFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const save = useSaveAffiliate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AffiliateForm>({
    defaultValues: {
      kind: affiliate?.kind ?? 'person',
      name: affiliate?.name ?? '',
      email: affiliate?.email ?? '',
      code: affiliate?.code ?? '',
      parentId: affiliate?.parentId ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        id: affiliate?._id ?? null,
        input: {
          kind: values.kind,
          name: values.name,
          email: values.email,
          code: values.code.trim() || null,
          parentId: values.parentId || null,
        },
      });
      showToast('success', messageText(result.messageKey));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError))
        setError('name', { message: saidOf(error) });
    }
  });

  return (
    <FormDialog
      title={affiliate ? t('affiliateEdit') : t('affiliateInvite')}
      submitLabel={isSubmitting ? t('saving') : affiliate ? t('saveChanges') : t('affiliateInvite')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <SelectField
        label={t('affiliateKind')}
        options={AFFILIATE_KINDS.map((kind) => ({
          value: kind,
          label: label(AFFILIATE_KIND_LABELS, kind),
        }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField
        label={t('affiliateName')}
        required
        data-autofocus
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('affiliateEmail')}
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('affiliateCode')}
        autoComplete="off"
        placeholder={t('affiliateCodeHint')}
        error={errors.code?.message}
        {...register('code')}
      />
      <AffiliateChoiceField
        label={t('affiliateParent')}
        emptyLabel={t('affiliateNoParent')}
        filter={{ rootsOnly: true }}
        exclude={affiliate?._id}
        kept={
          affiliate?.parentId
            ? { value: affiliate.parentId, label: affiliate.parentName ?? affiliate.parentId }
            : null
        }
        optionLabel={(p) => `${p.name} (${p.code})`}
        error={errors.parentId?.message}
        {...register('parentId')}
      />
    </FormDialog>
  );
}
