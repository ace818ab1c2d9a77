import { useTranslation } from '../../../lib/i18n/use-translation';
import { BadgeCheck, CircleAlert, CircleCheck, LifeBuoy } from 'lucide-react';
import { formatMoney } from '@back-office/domain/money';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PROGRAMME_LABELS } from '../../../lib/programme-labels';
import { reportProblem } from '../../../lib/report-problem';
import type { MemberTier, PreviousRedemption, ScanOutcome } from '../scan-flow';
import { outcomeText } from '../scan-outcome-text';

// Said under ALREADY_REDEEMED, so a cashier can tell "you just did" from "someone else did".
function PreviousRedemptionLine({ previous }: { previous: PreviousRedemption }) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const values = {
    time: dates.dateTime(previous.redeemedAt),
    business: previous.businessName,
    name: previous.employeeName ?? t('someoneElse'),
  };
  return (
    <p className="text-sm font-semibold">
      {previous.byYou ? t('alreadyRedeemedByYou', values) : t('alreadyRedeemedByOther', values)}
    </p>
  );
}

// The customer's programme memberships on a redemption: "Member: Lifestyle Gold", so that the
// cashier can greet a member as one.
function MemberTiers({ tiers }: { tiers: MemberTier[] }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const localName = useLocalName();
  if (tiers.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label={t('scanMemberTiers')}>
      {tiers.map((tier) => (
        <li
          key={tier.tierId}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-100"
        >
          <BadgeCheck className="size-4" aria-hidden="true" />
          {t('scanMember', {
            programme: label(PROGRAMME_LABELS, tier.programme),
            tier: localName(tier),
          })}
        </li>
      ))}
    </ul>
  );
}

// The outcome code a scan is reported with, shown with its hint before sending; a scan
// that reached the server is named by the id the scanner sent it with.
function reportedCode(outcome: ScanOutcome): string | null {
  switch (outcome.kind) {
    case 'redeemed':
      return RESULT_CODES.COUPON_REDEEMED;
    case 'failed':
      return outcome.code;
    case 'wrong-business':
      return RESULT_CODES.WRONG_MERCHANT;
    case 'missing-data':
      return RESULT_CODES.MISSING_DATA;
    case 'error':
      return null;
  }
}

export function ScanResultSheet({
  outcome,
  onScanAgain,
  onClose,
}: {
  outcome: ScanOutcome;
  onScanAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { title, message, hint } = outcomeText(outcome, t);
  const redeemed = outcome.kind === 'redeemed';

  function report() {
    const code = reportedCode(outcome);
    reportProblem({
      about: 'scanId' in outcome ? { kind: 'scan', id: outcome.scanId } : null,
      subject: redeemed
        ? t('reportScanRedeemedSubject', { name: outcome.couponName })
        : t('reportScanSubject', { code: code ?? title }),
      category: 'coupons',
      code,
      hint: hint ?? (outcome.kind === 'error' ? message : null),
    });
  }
  return (
    <Dialog
      title={title}
      description={redeemed ? undefined : message}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <div className="space-y-2">
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
            <Button data-autofocus onClick={onScanAgain}>
              {t('scanAgain')}
            </Button>
          </div>
          <Button variant="ghost" className="w-full" onClick={report}>
            <LifeBuoy className="size-4" aria-hidden="true" />
            {t('reportProblem')}
          </Button>
        </div>
      }
    >
      {redeemed ? (
        <div className="flex flex-col items-center gap-2 py-2 text-center">
          <CircleCheck
            className="size-14 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          <p className="text-lg font-semibold">{outcome.couponName}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('couponValue')}{' '}
            <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
              {formatMoney(outcome.valueMinor, 'EUR')}
            </span>
          </p>
          <MemberTiers tiers={outcome.memberTiers} />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 py-2 text-center">
          <CircleAlert className="size-14 text-red-600 dark:text-red-400" aria-hidden="true" />
          {outcome.kind === 'failed' && outcome.previous && (
            <PreviousRedemptionLine previous={outcome.previous} />
          )}
          {hint && <p className="text-sm text-slate-700 dark:text-slate-300">{hint}</p>}
        </div>
      )}
    </Dialog>
  );
}
