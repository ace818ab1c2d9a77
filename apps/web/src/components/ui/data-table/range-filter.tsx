import { PRICE_RANGE } from '@back-office/domain/constants';
import { FilterInput } from './filter-input';

interface RangeFilterProps {
  labels: { min: string; max: string };
  // The bounds as typed, in major units.
  min: string;
  max: string;
  errors: { min: string | null; max: string | null };
  onCommitMin: (min: string) => void;
  onCommitMax: (max: string) => void;
}

// A money range of a list's filters (0 to 999999): two typed bounds, each with its message.
export function RangeFilter({
  labels,
  min,
  max,
  errors,
  onCommitMin,
  onCommitMax,
}: RangeFilterProps) {
  return (
    <>
      <FilterInput
        className="w-28"
        label={labels.min}
        inputMode="decimal"
        placeholder={String(PRICE_RANGE.min)}
        value={min}
        error={errors.min}
        onCommit={onCommitMin}
      />
      <FilterInput
        className="w-28"
        label={labels.max}
        inputMode="decimal"
        placeholder={String(PRICE_RANGE.max)}
        value={max}
        error={errors.max}
        onCommit={onCommitMax}
      />
    </>
  );
}
