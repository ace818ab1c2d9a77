import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { outbox } from '../../db/schema';
import {
  createHarness,
  DATABASE_KINDS,
  LOGIN,
  REFRESH,
  signInTo,
  type Harness,
} from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import { ROLES } from '@back-office/domain/roles';

const UPDATE = graphql(`
  mutation ProfileUpdate($input: ProfileInput!) {
    profile {
      update(input: $input) {
        success
        messageCode
        employee {
          _id
          firstName
          lastName
          email
          phone
          address
          zipCode
          city
          country
        }
      }
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation ProfileChangePassword($currentPassword: String!, $newPassword: String!) {
    profile {
      changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
        success
        messageCode
      }
    }
  }
`);
const SIGN_OUT_OTHERS = graphql(`
  mutation SignOutOtherDevices {
    profile {
      signOutOtherDevices {
        success
        messageCode
        revokedSessions
      }
    }
  }
`);
const RESET = graphql(`
  mutation ProfileReset($email: String!) {
    employee {
      resetPassword(email: $email) {
        success
      }
    }
  }
`);

const details = {
  firstName: 'Katerina',
  lastName: 'Kassiera',
  phone: '+357 99 765432',
  address: '5 Onasagorou Street',
  zipCode: '1011',
  city: 'Nicosia',
  country: 'Cyprus',
};

describe.each(DATABASE_KINDS)('profile on %s', (kind) => {
  let h: Harness;
  let callers: Callers;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
  });
  afterAll(() => h?.close());

  const login = (email: string, password: string, ip = '10.9.0.1') =>
    h.gql(LOGIN, { email, password }, { ip });

  it.each([
    ['profile.update', UPDATE, { input: { ...details, firstName: '' } }],
    ['profile.changePassword', CHANGE_PASSWORD, { currentPassword: 'x', newPassword: 'short' }],
    ['profile.signOutOtherDevices', SIGN_OUT_OTHERS, {}],
  ])(
    '%s is for every signed-in employee, with or without a business',
    async (_name, query, variables) => {
      await expectOnly(h, callers, [...ROLES, 'no-business'], query, variables);
    },
  );

  it('updates the own details, the phone in international form', async () => {
    const res = (await h.gql(UPDATE, { input: details }, { token: callers.token('CASHIER') })).data!
      .profile.update;
    expect(res).toMatchObject({
      success: true,
      messageCode: 'PROFILE_SAVED',
      employee: {
        ...details,
        email: 'cashier@demo.test',
        phone: '+35799765432',
        _id: callers.session('CASHIER').employeeId,
      },
    });
    const again = await login('cashier@demo.test', 'Demo1234');
    expect(again.data!.employee.employeeLogin.employee!.lastName).toBe('Kassiera');
  });

  it.each([
    [{ phone: '+3571' }, 'phone', 'Invalid phone number'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: 'B0b' }, 'lastName', 'Only letters, spaces, hyphens and apostrophes are allowed'],
    [{ address: 'x'.repeat(201) }, 'address', 'Maximum length is 200 characters'],
  ])('refuses %o with the field message', async (patch, field, message) => {
    const res = await h.gql(
      UPDATE,
      { input: { ...details, ...patch } },
      { token: callers.token('EMPLOYEE') },
    );
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
    });
  });

  it('changes the password: the current one is required, the new one must differ, the old one stops working', async () => {
    const email = 'marketing@demo.test';
    const here = await signInTo(h, email, h.merchants.aroma);
    const elsewhere = await login(email, 'Demo1234');
    const wrong = await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'not-it', newPassword: 'brand-new-secret' },
      { token: here.token },
    );
    expect(wrong.data!.profile.changePassword).toEqual({
      success: false,
      messageCode: 'WRONG_PASSWORD',
    });
    const same = await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Demo1234', newPassword: 'Demo1234' },
      { token: here.token },
    );
    expect(same.errors?.[0]).toMatchObject({
      message: 'New password must be different from the current password',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { newPassword: 'New password must be different from the current password' },
      },
    });
    const short = await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Demo1234', newPassword: 'short' },
      { token: here.token },
    );
    expect(short.errors?.[0]?.message).toBe('Password must be at least 8 characters long');

    const done = await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Demo1234', newPassword: 'brand-new-secret' },
      { token: here.token, cookies: here.cookies },
    );
    expect(done.data!.profile.changePassword).toEqual({
      success: true,
      messageCode: 'PASSWORD_CHANGED',
    });
    expect((await login(email, 'Demo1234')).data!.employee.employeeLogin).toMatchObject({
      success: false,
      messageCode: 'INVALID_CREDENTIALS',
    });
    expect((await login(email, 'brand-new-secret')).data!.employee.employeeLogin.success).toBe(
      true,
    );
    // This device stays signed in; the other one is signed out.
    expect(
      (await h.gql(REFRESH, {}, { cookies: here.cookies })).data!.employee.refreshEmployeeToken
        .success,
    ).toBe(true);
    expect(
      (await h.gql(REFRESH, {}, { cookies: elsewhere.cookies })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('voids a reset link sent before the password was changed', async () => {
    const email = 'sales@demo.test';
    await h.gql(RESET, { email });
    const session = await signInTo(h, email, h.merchants.aroma);
    await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Demo1234', newPassword: 'changed-on-purpose' },
      { token: session.token },
    );
    const [mail] = (await h.database.db.select().from(outbox)).filter((m) => m.toAddress === email);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const complete = await h.gql(
      graphql(`
        mutation ProfileAttackerReset($token: String!) {
          employee {
            completePasswordReset(token: $token, password: "attacker-choice") {
              messageCode
            }
          }
        }
      `),
      { token },
    );
    expect(complete.data!.employee.completePasswordReset.messageCode).toBe('INVALID_RESET_TOKEN');
  });

  it('limits wrong current passwords per employee', async () => {
    const session = await signInTo(h, 'employee@demo.test', h.merchants.aroma);
    for (let i = 0; i < 10; i++) {
      const r = await h.gql(
        CHANGE_PASSWORD,
        { currentPassword: `guess-${i}`, newPassword: 'whatever-new' },
        { token: session.token },
      );
      expect(r.data!.profile.changePassword.messageCode).toBe('WRONG_PASSWORD');
    }
    const blocked = await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Demo1234', newPassword: 'whatever-new' },
      { token: session.token },
    );
    expect(blocked.data!.profile.changePassword).toEqual({
      success: false,
      messageCode: 'TOO_MANY_ATTEMPTS',
    });
    expect(
      (await login('employee@demo.test', 'Demo1234')).data!.employee.employeeLogin.success,
    ).toBe(true);
  });

  it('signs out every other device and keeps this one', async () => {
    const email = 'giorgos.barista@demo.test';
    const colleague = await signInTo(h, 'despina.pastry@demo.test', h.merchants.aroma);
    const phone = await signInTo(h, email, h.merchants.aroma);
    const laptop = await login(email, 'Demo1234');
    const tablet = await login(email, 'Demo1234');
    const res = await h.gql(SIGN_OUT_OTHERS, {}, { token: phone.token, cookies: phone.cookies });
    expect(res.data!.profile.signOutOtherDevices).toMatchObject({
      success: true,
      messageCode: 'SIGNED_OUT_OTHER_DEVICES',
    });
    expect(res.data!.profile.signOutOtherDevices.revokedSessions).toBe(2);
    for (const other of [laptop, tablet]) {
      expect(
        (await h.gql(REFRESH, {}, { cookies: other.cookies })).errors?.[0]?.extensions?.code,
      ).toBe('UNAUTHENTICATED');
    }
    expect(
      (await h.gql(REFRESH, {}, { cookies: phone.cookies })).data!.employee.refreshEmployeeToken
        .success,
    ).toBe(true);
    // Another employee's sessions are untouched.
    expect(
      (await h.gql(REFRESH, {}, { cookies: colleague.cookies })).data!.employee.refreshEmployeeToken
        .success,
    ).toBe(true);
  });
});
