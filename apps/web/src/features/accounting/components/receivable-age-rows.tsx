import { RECEIVABLE_AGES } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { RECEIVABLE_AGE_LABELS } from './labels';

/** A currency's receivables by age, a row per age with its count and amount due (table body). */
export function ReceivableAgeRows({
  buckets,
  currency,
  cellClassName = '',
}: {
  buckets: readonly { age: string; count: number; dueMinor: number }[];
  currency: string;
  cellClassName?: string;
}) {
  const label = useValueLabel();
  return (
    <tbody>
      {RECEIVABLE_AGES.map((age) => {
        const bucket = buckets.find((b) => b.age === age);
        return (
          <tr key={age}>
            <th scope="row" className={`${cellClassName} text-left font-normal`}>
              {label(RECEIVABLE_AGE_LABELS, age)} ({bucket?.count ?? 0})
            </th>
            <td className={`${cellClassName} text-right`}>
              <Amount minorUnits={bucket?.dueMinor ?? 0} currency={currency} />
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}
