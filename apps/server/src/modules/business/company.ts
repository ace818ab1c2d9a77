import { and, eq } from 'drizzle-orm';
import type { CompanyInput } from '@back-office/domain/schemas/people';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { badUserInput } from '../../graphql/errors';

/**
 * Checks that an uploaded image may become a logo: one of the business's own uploads, or any
 * upload for the provider's ADMIN (merchantId null), whose uploads are filed under the provider.
 */
export async function assertLogoImage(
  db: Db,
  imageId: string | null | undefined,
  merchantId: string | null,
) {
  if (!imageId) return;
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), merchantId ? eq(images.merchantId, merchantId) : undefined));
  if (!row) badUserInput('notAnImage', { logoImageId: 'notAnImage' });
}

/** The merchants row's columns for a company form; the logo only changes when the form names it. */
export function companyValues(input: CompanyInput) {
  const { logoImageId, name, ...fields } = input;
  return {
    ...fields,
    name: name ?? input.companyName,
    ...(logoImageId === undefined
      ? {}
      : { companyLogo: logoImageId ? `/images/${logoImageId}` : null }),
    updatedAt: new Date(),
  };
}
