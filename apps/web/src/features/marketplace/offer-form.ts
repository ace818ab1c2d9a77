import { stripTags, validateTextarea } from '@back-office/domain/inputs';
import { offerInputSchema } from '@back-office/domain/schemas/marketplace';
import { formSchema, majorUnits, minorUnits, optionalNumber } from '../../lib/forms';
import type { Offer } from './api/offer-fields';

export type OfferPricing = 'discount' | 'fixed';

// Fields carry OfferInput's names; offerPriceMinor holds the fixed price as typed (major units),
// the validity window is local date and time as <input type="datetime-local"> writes it.
export interface OfferFormValues {
  productId: string;
  title: string;
  description: string;
  pricing: OfferPricing;
  discountPercent: string;
  offerPriceMinor: string;
  validFrom: string;
  validUntil: string;
  quantityAvailable: string;
}

export const OFFER_FORM_FIELDS = [
  'productId',
  'title',
  'description',
  'discountPercent',
  'offerPriceMinor',
  'validFrom',
  'validUntil',
  'quantityAvailable',
] as const satisfies readonly (keyof OfferFormValues)[];

const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

// A moment as datetime-local text, in the browser's time zone, to the minute.
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// '' when the text is no moment: the schema then says invalidDateTime.
export function fromLocalInput(text: string): string {
  const date = new Date(text);
  return text && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

export function offerFormValues(offer: Offer | null, now: Date): OfferFormValues {
  if (!offer) {
    return {
      productId: '',
      title: '',
      description: '',
      pricing: 'discount',
      discountPercent: '',
      offerPriceMinor: '',
      // The current minute: an offer that starts now can be taken as soon as it is approved.
      validFrom: toLocalInput(now),
      validUntil: toLocalInput(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS)),
      quantityAvailable: '',
    };
  }
  return {
    productId: offer.productId ?? '',
    title: offer.title,
    description: offer.description ?? '',
    pricing: offer.discountPercent == null ? 'fixed' : 'discount',
    discountPercent: offer.discountPercent == null ? '' : String(offer.discountPercent),
    offerPriceMinor: offer.discountPercent == null ? majorUnits(offer.offerPriceMinor) : '',
    validFrom: toLocalInput(new Date(offer.validFrom)),
    validUntil: toLocalInput(new Date(offer.validUntil)),
    quantityAvailable: offer.quantityAvailable == null ? '' : String(offer.quantityAvailable),
  };
}

const text = (value: string) => stripTags(value).trim();

export function toOfferInput(form: OfferFormValues) {
  const fixed = form.pricing === 'fixed';
  return {
    productId: form.productId || null,
    title: text(form.title),
    description: text(form.description) || null,
    offerPriceMinor: fixed ? minorUnits(form.offerPriceMinor) : null,
    discountPercent: fixed ? null : optionalNumber(form.discountPercent),
    validFrom: fromLocalInput(form.validFrom),
    validUntil: fromLocalInput(form.validUntil),
    quantityAvailable: optionalNumber(form.quantityAvailable) ?? null,
  };
}

// The shared schema asks for "a fixed price, or a discount on a product" as one rule on the
// price; the form says which half is missing, beside the field that shows it.
export const offerFormSchema = formSchema(toOfferInput, offerInputSchema, (form) => ({
  description: validateTextarea(form.description),
  discountPercent:
    form.pricing === 'discount' && form.discountPercent.trim() === '' ? 'discountRange' : null,
  productId: form.pricing === 'discount' && !form.productId ? 'discountNeedsProduct' : null,
}));
