// Who may redeem and read scan history: SPEC §2's scanner roles, and the business's own EXECUTIVE.
export const SCANNER_ROLES = ['ADMIN', 'EXECUTIVE', 'SALES', 'CASHIER'] as const;
