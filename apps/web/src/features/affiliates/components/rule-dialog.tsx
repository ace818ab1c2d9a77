import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { COMMISSION_KINDS, COMMISSION_SCOPES } from '@back-office/domain/affiliates';
import { CURRENCIES } from '@back-office/domain/constants';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { CommissionRuleInput } from '../../../gql/graphql';
import { minorUnits, optionalNumber, showServerFieldErrors } from '../../../lib/forms';
import { messageText } from '../../../lib/i18n/message-text';
import { saidOf } from '../../../lib/graphql/errors';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { showToast } from '../../../lib/toast';
import { useCreateRule } from '../api/affiliates';
import { RULE_KIND_LABELS, RULE_SCOPE_LABELS } from './affiliate-labels';

interface RuleForm {
  name: string;
  scope: string;
  kind: string;
  currency: string;
  rate: string;
  fixed: string;
  level2: string;
  cap: string;
  duration: string;
  hold: string;
  tiers: string;
}

const FIELDS = ['name', 'scope', 'kind', 'currency', 'tiers'] as const;

// Percentages as typed ("12.5") to basis points; what is not a number goes on as NaN so the
// server answers with the field's message.
const basisPoints = (text: string) => {
  const value = optionalNumber(text);
  return value === undefined ? undefined : Math.round(value * 100);
};

/** "1000, 8" per line → tiers from 1,000.00 at 8 %. */
function tiersOf(text: string): CommissionRuleInput['tiers'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [from, rate] = line.split(/[,;]\s*/);
      return {
        fromMinor: minorUnits(from ?? '') ?? Number.NaN,
        rateBp: basisPoints(rate ?? '') ?? Number.NaN,
      };
    });
}

/** The form's values as the API's rule: shared with the what-if, which compares a draft. */
export function ruleInputOf(values: RuleForm): CommissionRuleInput {
  return {
    name: values.name,
    scope: values.scope,
    kind: values.kind,
    currency: values.currency,
    rateBp: basisPoints(values.rate) ?? 0,
    fixedMinor: minorUnits(values.fixed) ?? 0,
    level2RateBp: basisPoints(values.level2) ?? 0,
    capMinor: minorUnits(values.cap) ?? null,
    durationMonths: optionalNumber(values.duration) ?? null,
    holdDays: optionalNumber(values.hold) ?? 14,
    tiers: tiersOf(values.tiers),
  };
}

// A new rule starts as a draft: compared on the What-if tab, then activated.
export function RuleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const create = useCreateRule();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RuleForm>({
    defaultValues: {
      name: '',
      scope: 'business',
      kind: 'percent',
      currency: 'EUR',
      rate: '5',
      fixed: '',
      level2: '1',
      cap: '',
      duration: '12',
      hold: '14',
      tiers: '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const tiers = useWatch({ control, name: 'tiers' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(ruleInputOf(values));
      showToast('success', messageText(result.messageKey));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError))
        setError('name', { message: saidOf(error) });
    }
  });
  return (
    <FormDialog
      title={t('ruleNew')}
      submitLabel={isSubmitting ? t('saving') : t('ruleNew')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('ruleName')}
        required
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={t('ruleScope')}
        options={COMMISSION_SCOPES.map((s) => ({ value: s, label: label(RULE_SCOPE_LABELS, s) }))}
        {...register('scope')}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('ruleKind')}
          options={COMMISSION_KINDS.map((k) => ({ value: k, label: label(RULE_KIND_LABELS, k) }))}
          {...register('kind')}
        />
        <SelectField
          label={t('payoutCurrency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          {...register('currency')}
        />
      </div>
      {kind === 'percent' ? (
        <TextField label={t('ruleRate')} inputMode="decimal" {...register('rate')} />
      ) : (
        <TextField label={t('ruleFixed')} inputMode="decimal" {...register('fixed')} />
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('ruleLevel2')} inputMode="decimal" {...register('level2')} />
        <TextField label={t('ruleCap')} inputMode="decimal" {...register('cap')} />
        <TextField label={t('ruleDuration')} inputMode="numeric" {...register('duration')} />
        <TextField label={t('ruleHold')} inputMode="numeric" {...register('hold')} />
      </div>
      {kind === 'percent' && (
        <TextareaField
          label={t('ruleTiers')}
          placeholder={t('ruleTiersHint')}
          count={tiers.length}
          error={errors.tiers?.message}
          {...register('tiers')}
        />
      )}
    </FormDialog>
  );
}
