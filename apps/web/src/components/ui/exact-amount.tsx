import { Amount } from './amount';

// An amount to the cent: a document's, since a document must add up (decision record 015), or a
// price as it will be charged. Masked while amounts are hidden.
export function ExactAmount({ minorUnits, currency }: { minorUnits: number; currency: string }) {
  return <Amount minorUnits={minorUnits} currency={currency} exact />;
}
