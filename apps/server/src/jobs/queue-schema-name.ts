/** pg-boss's tables live in their own schema of our database. */
export const QUEUE_SCHEMA = 'pgboss';
