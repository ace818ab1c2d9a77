export * from './schema/organisation';
export * from './schema/auth';
export * from './schema/app-meta';
export * from './schema/coupons';
export * from './schema/marketplace';
export * from './schema/people';
export * from './schema/audit';
export * from './schema/money';
