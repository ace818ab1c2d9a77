import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_MS } from '@back-office/domain/people';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { roleLabel, type Role } from '@back-office/domain/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import type { Mail } from '../../mail/outbox';
import { hashPassword } from '../auth/passwords';
import { newOpaqueToken } from '../auth/tokens';
import {
  findEmployeeByEmail,
  insertEmployee,
  insertMembership,
} from '../employee/employee.service';
import { findMembership } from './team.queries';

export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roles: readonly Role[];
  department: string | null;
  position: string | null;
  startingDate: string | null;
  endDate: string | null;
}

export type AddOutcome =
  | {
      code: typeof RESULT_CODES.MEMBER_ADDED | typeof RESULT_CODES.INVITATION_SENT;
      membershipId: string;
      mail: Mail;
    }
  | { code: typeof RESULT_CODES.ALREADY_MEMBER; membershipId: string };

/**
 * A password hash nobody can match: an invited account exists but cannot sign in until its
 * owner sets a password through the invitation link.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Gives a person a membership of a business, inside the caller's transaction: an existing account
 * by email directly, anyone else as a new account with an invitation (a password-reset link that
 * lives INVITATION_TTL_MS). The mail is returned, to be sent once the transaction has committed.
 */
export async function addMembership(
  tx: Db,
  config: Config,
  merchant: { id: string; name: string },
  person: NewMember,
  passwordHash: () => Promise<string>,
): Promise<AddOutcome> {
  const roles = person.roles.map(roleLabel).join(', ');
  const membership = {
    merchantId: merchant.id,
    status: 'active' as const,
    department: person.department,
    position: person.position,
    startingDate: person.startingDate ?? new Date().toISOString().slice(0, 10),
    endDate: person.endDate,
  };
  const existing = await findEmployeeByEmail(tx, person.email);
  if (existing) {
    const current = await findMembership(tx, existing.id, merchant.id);
    if (current) return { code: RESULT_CODES.ALREADY_MEMBER, membershipId: current.id };
    const membershipId = await insertMembership(
      tx,
      { ...membership, employeeId: existing.id },
      person.roles,
    );
    return {
      code: RESULT_CODES.MEMBER_ADDED,
      membershipId,
      mail: {
        to: existing.email,
        subject: `You now have access to ${merchant.name} on Back Office`,
        body: `You were added to ${merchant.name} as ${roles}.\nSign in at ${config.publicUrl}/signin and choose ${merchant.name}.`,
      },
    };
  }
  const employee = await insertEmployee(tx, {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    passwordHash: await passwordHash(),
  });
  const membershipId = await insertMembership(
    tx,
    { ...membership, employeeId: employee.id },
    person.roles,
  );
  const { raw, hash } = newOpaqueToken();
  await tx.insert(passwordResetTokens).values({
    employeeId: employee.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const link = `${config.publicUrl}/reset-password/confirm?token=${raw}`;
  return {
    code: RESULT_CODES.INVITATION_SENT,
    membershipId,
    mail: {
      to: employee.email,
      subject: `You are invited to ${merchant.name} on Back Office`,
      body: `Hello ${employee.firstName},\nYou were invited to join ${merchant.name} as ${roles}.\nSet your password within ${INVITATION_TTL_MS / 86_400_000} days to sign in: ${link}`,
    },
  };
}
