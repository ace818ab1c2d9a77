import type { Db } from '../../db/client';
import { appendAudit } from './audit.queries';

const DAY = 86_400_000;

// A few staff changes of the last days, so that the audit trail shows rows on a fresh start.
export async function seedDemoAudit(
  db: Db,
  demo: {
    merchants: { provider: string; aroma: string; blueBay: string };
    product: { id: string; name: string; price: number };
    adminId: string;
    execId: string;
  },
) {
  const { merchants, product, adminId, execId } = demo;
  const now = Date.now();
  const entries = [
    {
      at: new Date(now - 3 * DAY),
      employeeId: execId,
      merchantId: merchants.aroma,
      action: 'product.update',
      objectId: product.id,
      changes: { id: product.id, input: { name: product.name, priceMinor: product.price } },
      outcome: 'PRODUCT_SAVED',
      address: '192.0.2.10',
    },
    {
      at: new Date(now - 2 * DAY),
      employeeId: adminId,
      merchantId: merchants.provider,
      action: 'business.update',
      objectId: merchants.blueBay,
      changes: { id: merchants.blueBay, input: { companyCity: 'Larnaca' } },
      outcome: 'BUSINESS_SAVED',
      address: '192.0.2.20',
    },
    {
      at: new Date(now - DAY),
      employeeId: execId,
      merchantId: merchants.blueBay,
      action: 'profile.changePassword',
      objectId: null,
      changes: { currentPassword: '[redacted]', newPassword: '[redacted]' },
      outcome: 'PASSWORD_CHANGED',
      address: '192.0.2.10',
    },
  ];
  for (const entry of entries) await appendAudit(db, entry);
}
