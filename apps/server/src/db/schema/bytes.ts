import { customType } from 'drizzle-orm/pg-core';

// Files (images, attachments, PDFs) are kept in the database as bytes: one backup holds them all.
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
