import { MESSAGES } from '@back-office/domain/messages';
import { currentRole, type AppRole } from '@back-office/domain/roles';
import type { EmployeeFieldsFragment } from '../../gql/graphql';
import { readJson, writeJson, writeItem, readItem } from '../browser-storage';
import { decodeAccessToken, tokenExpiry } from './access-token';

export type Employee = EmployeeFieldsFragment;
export type Membership = Employee['businesses'][number];

// signing-in: the password was accepted but no business is chosen yet; the sign-in page is
// still in charge. authenticated: signed in, with or without a business.
export type SessionStatus = 'loading' | 'signed-out' | 'signing-in' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  expiresAt: number | null;
  employee: Employee | null;
  selectedBusiness: Membership | null;
  role: AppRole | null;
  // The refresh was refused: the page stays until the redirect to sign-in.
  expired: boolean;
}

interface StoredToken {
  token: string;
  expiresAt: number;
}

// The stored session items. The token and its expiry are one item so that another tab
// never reads a token with the previous token's expiry.
export const STORAGE_KEYS = {
  token: 'back-office.token',
  employee: 'back-office.employee',
  business: 'back-office.selected-business',
  role: 'back-office.role',
} as const;

const listeners = new Set<() => void>();
const resetListeners = new Set<() => void>();

function readStoredToken(): StoredToken | null {
  const stored = readJson<StoredToken>(STORAGE_KEYS.token);
  return stored && typeof stored.token === 'string' && typeof stored.expiresAt === 'number'
    ? stored
    : null;
}

function roleOf(
  token: string | null,
  business: Membership | null,
  storedRole: string | null,
): AppRole | null {
  return currentRole({
    businessRoles: business?.roles.map((role) => role.name),
    tokenRoles: token ? decodeAccessToken(token)?.selectedBusiness?.roles : undefined,
    storedRole,
  });
}

function fromStorage(status: SessionStatus): SessionState {
  const stored = readStoredToken();
  const business = readJson<Membership>(STORAGE_KEYS.business);
  return {
    status,
    token: stored?.token ?? null,
    expiresAt: stored?.expiresAt ?? null,
    employee: readJson<Employee>(STORAGE_KEYS.employee),
    selectedBusiness: business,
    role: roleOf(stored?.token ?? null, business, readItem(STORAGE_KEYS.role)),
    expired: false,
  };
}

function initialStatus(): SessionStatus {
  const hasSession =
    readItem(STORAGE_KEYS.token) !== null || readItem(STORAGE_KEYS.employee) !== null;
  return hasSession ? 'loading' : 'signed-out';
}

let state: SessionState = fromStorage(initialStatus());

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Cached data belongs to one employee and one business; whoever caches registers here.
export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function resetCachedData(): void {
  for (const listener of resetListeners) listener();
}

function storeToken(token: string | null, expiresAt: number | null): void {
  writeJson(STORAGE_KEYS.token, token && expiresAt ? { token, expiresAt } : null);
}

export function isTokenExpired(session: SessionState, now = Date.now()): boolean {
  return session.expiresAt !== null && session.expiresAt <= now;
}

// After the password: token and employee are stored, the business is still to be chosen.
export function beginSignIn(token: string, employee: Employee): void {
  const expiresAt = tokenExpiry(token);
  storeToken(token, expiresAt);
  writeJson(STORAGE_KEYS.employee, employee);
  writeJson(STORAGE_KEYS.business, null);
  writeItem(STORAGE_KEYS.role, null);
  setState({
    status: 'signing-in',
    token,
    expiresAt,
    employee,
    selectedBusiness: null,
    role: null,
    expired: false,
  });
}

// Stores the new token, employee and business, clears cached data, marks authenticated and
// remembers the first role of the business.
export function completeBusinessSelection(input: {
  token: string;
  expiresIn: number | null | undefined;
  employee: Employee;
  merchantId: string;
}): Membership {
  const business = input.employee.businesses.find(
    (entry) => entry.merchantId._id === input.merchantId,
  );
  if (!business) throw new Error(MESSAGES.businessSelectionFailed);
  const expiresAt = tokenExpiry(input.token, input.expiresIn);
  const firstRole = business.roles[0]?.name ?? null;
  resetCachedData();
  storeToken(input.token, expiresAt);
  writeJson(STORAGE_KEYS.employee, input.employee);
  writeJson(STORAGE_KEYS.business, business);
  writeItem(STORAGE_KEYS.role, firstRole);
  setState({
    status: 'authenticated',
    token: input.token,
    expiresAt,
    employee: input.employee,
    selectedBusiness: business,
    role: roleOf(input.token, business, firstRole),
    expired: false,
  });
  return business;
}

export function applyRefreshedToken(
  token: string,
  expiresIn: number | null | undefined,
  employee: Employee | null,
): void {
  // An answer that arrives after sign-out must not bring a token back.
  if (state.status === 'signed-out') return;
  const expiresAt = tokenExpiry(token, expiresIn);
  storeToken(token, expiresAt);
  const next: Partial<SessionState> = { token, expiresAt, expired: false };
  if (employee) {
    writeJson(STORAGE_KEYS.employee, employee);
    next.employee = employee;
  }
  setState(next);
}

// Start-up check passed: the employee is fresh, and the stored business, if any, is
// one of theirs. Returns false when the stored business had to be dropped.
export function confirmEmployee(employee: Employee): boolean {
  if (state.status === 'signed-out') return true;
  writeJson(STORAGE_KEYS.employee, employee);
  const storedBusiness = state.selectedBusiness;
  if (!storedBusiness) {
    setState({ status: 'authenticated', employee });
    return true;
  }
  const business = employee.businesses.find(
    (entry) => entry.merchantId._id === storedBusiness.merchantId._id,
  );
  if (!business) {
    writeJson(STORAGE_KEYS.business, null);
    writeItem(STORAGE_KEYS.role, null);
    resetCachedData();
    setState({ status: 'authenticated', employee, selectedBusiness: null, role: null });
    return false;
  }
  writeJson(STORAGE_KEYS.business, business);
  setState({
    status: 'authenticated',
    employee,
    selectedBusiness: business,
    role: roleOf(state.token, business, readItem(STORAGE_KEYS.role)),
  });
  return true;
}

// The refresh was refused: the token goes now, the rest when the app redirects.
export function expireSession(): void {
  if (state.expired) return;
  storeToken(null, null);
  setState({ token: null, expiresAt: null, expired: true });
}

export function clearSession(): void {
  resetCachedData();
  for (const key of Object.values(STORAGE_KEYS)) writeItem(key, null);
  setState({
    status: 'signed-out',
    token: null,
    expiresAt: null,
    employee: null,
    selectedBusiness: null,
    role: null,
    expired: false,
  });
}

// Another tab changed the session: adopt its token, business or sign-out.
function syncFromOtherTab(event: StorageEvent): void {
  const keys: readonly (string | null)[] = Object.values(STORAGE_KEYS);
  if (event.key !== null && !keys.includes(event.key)) return;
  const next = fromStorage(state.status);
  if (!next.employee) {
    if (state.status !== 'signed-out') clearSession();
    return;
  }
  const businessChanged =
    next.selectedBusiness?.merchantId._id !== state.selectedBusiness?.merchantId._id;
  if (businessChanged) resetCachedData();
  // A tab that is still choosing its business elsewhere does not sign this one in yet.
  const status: SessionStatus =
    next.selectedBusiness && (state.status === 'signed-out' || businessChanged)
      ? 'authenticated'
      : state.status;
  if (status === 'signed-out') return;
  setState({ ...next, status, expired: state.expired && next.token === null });
}

window.addEventListener('storage', syncFromOtherTab);
