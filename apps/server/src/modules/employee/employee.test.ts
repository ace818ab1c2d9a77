import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { outbox, memberships } from '../../db/schema';
import {
  createHarness,
  DATABASE_KINDS,
  decodeJwt,
  LOGIN,
  REFRESH,
  SELECT_BUSINESS,
  signInTo,
  type Harness,
} from '../../test/harness';

const SIGNUP = graphql(`
  mutation EmployeeSignup(
    $companyName: String!
    $companyLegalName: String!
    $companyEmail: String!
    $companyPhone: String!
    $employeeFirstName: String!
    $employeeLastName: String!
    $employeeEmail: String!
    $employeePhone: String!
    $password: String!
  ) {
    employee {
      signup(
        companyName: $companyName
        companyLegalName: $companyLegalName
        companyEmail: $companyEmail
        companyPhone: $companyPhone
        employeeFirstName: $employeeFirstName
        employeeLastName: $employeeLastName
        employeeEmail: $employeeEmail
        employeePhone: $employeePhone
        password: $password
      ) {
        success
        messageCode
        employee {
          _id
          firstName
          lastName
          email
          phone
        }
      }
    }
  }
`);

const RESET = graphql(`
  mutation EmployeeReset($email: String!) {
    employee {
      resetPassword(email: $email) {
        success
        messageCode
      }
    }
  }
`);
const COMPLETE_RESET = graphql(`
  mutation EmployeeCompleteReset($token: String!, $password: String!) {
    employee {
      completePasswordReset(token: $token, password: $password) {
        success
        messageCode
      }
    }
  }
`);
const GET_EMPLOYEE = graphql(`
  query GetEmployee($employeeId: ID!) {
    employee {
      getEmployee(employeeId: $employeeId) {
        success
        messageCode
        employee {
          ...SessionEmployee
          address
          zipCode
          city
          country
          businesses {
            merchantId {
              tinOrVat
            }
            roles {
              name
              permissions
            }
          }
        }
      }
    }
  }
`);

const signupVars = {
  companyName: 'Sunrise Bakery',
  companyLegalName: 'Sunrise Bakery Ltd',
  companyEmail: 'Hello@Sunrise.test',
  companyPhone: '+35722123456',
  employeeFirstName: 'Anna',
  employeeLastName: 'Baker',
  employeeEmail: 'Anna@Sunrise.test',
  employeePhone: '+35799123456',
  password: 'bread-and-butter',
};

describe.each(DATABASE_KINDS)('employee operations on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  describe('employeeLogin', () => {
    it('signs in a demo account and returns its businesses, a token without a business and a cookie', async () => {
      const res = await h.gql(LOGIN, { email: '  EXEC@demo.test ', password: 'Demo1234' });
      const r = res.data!.employee.employeeLogin;
      expect(r).toMatchObject({ success: true, messageCode: 'LOGIN_SUCCESS' });
      expect(r.employee!.email).toBe('exec@demo.test');
      expect(r.employee!.businesses.map((b) => b.merchantId.name)).toEqual([
        'Aroma Cafe',
        'Blue Bay Travel',
      ]);
      expect(r.employee!.businesses[0]!.roles[0]).toMatchObject({
        id: 'EXECUTIVE',
        name: 'EXECUTIVE',
      });
      expect(r.employee!.businesses[0]!.roles[0]!.permissions.length).toBeGreaterThan(0);
      const claims = decodeJwt(r.token!);
      expect(claims).toMatchObject({ sub: r.employee!._id, typ: 'access' });
      expect(claims.selectedBusiness).toBeUndefined();
      expect(res.cookies.refresh_token).toBe(r.refreshToken);
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
      expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const wrong = await h.gql(
        LOGIN,
        { email: 'cashier@demo.test', password: 'nope-nope' },
        { ip: '10.0.0.1' },
      );
      const unknown = await h.gql(
        LOGIN,
        { email: 'ghost@demo.test', password: 'nope-nope' },
        { ip: '10.0.0.1' },
      );
      expect(wrong.data!.employee.employeeLogin).toEqual({
        success: false,
        messageCode: 'INVALID_CREDENTIALS',
        token: null,
        refreshToken: null,
        employee: null,
      });
      expect(unknown.data!.employee.employeeLogin).toEqual(wrong.data!.employee.employeeLogin);
    });

    it('refuses the eleventh failed attempt for one email within a minute, even with the right password', async () => {
      for (let i = 0; i < 10; i++) {
        const r = await h.gql(
          LOGIN,
          { email: 'marketing@demo.test', password: `wrong-${i}` },
          { ip: `10.1.0.${i}` },
        );
        expect(r.data!.employee.employeeLogin.messageCode).toBe('INVALID_CREDENTIALS');
      }
      const blocked = await h.gql(
        LOGIN,
        { email: 'marketing@demo.test', password: 'Demo1234' },
        { ip: '10.1.1.1' },
      );
      expect(blocked.data!.employee.employeeLogin).toMatchObject({
        success: false,
        messageCode: 'TOO_MANY_ATTEMPTS',
      });
    });

    it('limits failed attempts per address across emails, while successful sign-ins do not count', async () => {
      for (let i = 0; i < 12; i++) {
        const ok = await h.gql(
          LOGIN,
          { email: 'sales@demo.test', password: 'Demo1234' },
          { ip: '10.2.0.1' },
        );
        expect(ok.data!.employee.employeeLogin.success).toBe(true);
      }
      for (let i = 0; i < 10; i++) {
        await h.gql(
          LOGIN,
          { email: `nobody${i}@demo.test`, password: 'whatever1' },
          { ip: '10.2.0.2' },
        );
      }
      const blocked = await h.gql(
        LOGIN,
        { email: 'sales@demo.test', password: 'Demo1234' },
        { ip: '10.2.0.2' },
      );
      expect(blocked.data!.employee.employeeLogin.messageCode).toBe('TOO_MANY_ATTEMPTS');
    });

    it.each([
      [{ email: 'not-an-email', password: 'x' }, 'Invalid email address'],
      [{ email: '', password: 'x' }, 'Email is required'],
      [{ email: `${'a'.repeat(200_000)}@demo.test`, password: 'x' }, 'Email is too long'],
      [{ email: 'cashier@demo.test', password: '' }, 'Password is required'],
    ])("refuses bad input %# with the sign-in form's message", async (vars, message) => {
      const res = await h.gql(LOGIN, vars);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(res.data?.employee ?? null).toBeNull();
    });

    it('refuses a missing argument and two logins in one request', async () => {
      const missing = await h.gql(
        `mutation { employee { employeeLogin(email: "a@b.co") { success } } }`,
      );
      expect(missing.status).toBe(400);
      const aliased = await h.gql(`mutation { employee {
        a: employeeLogin(email: "cashier@demo.test", password: "x1") { success }
        b: employeeLogin(email: "cashier@demo.test", password: "x2") { success } } }`);
      expect(aliased.status).toBe(400);
      expect(aliased.errors?.[0]?.message).toMatch(/only once/);
    });
  });

  describe('selectBusiness', () => {
    it('returns a token whose selectedBusiness carries the merchant, roles and permissions', async () => {
      const login = await h.gql(LOGIN, { email: 'cashier@demo.test', password: 'Demo1234' });
      const { token } = login.data!.employee.employeeLogin;
      const res = await h.gql(
        SELECT_BUSINESS,
        { merchantId: h.merchants.aroma },
        { token, cookies: login.cookies },
      );
      const r = res.data!.employee.selectBusiness;
      expect(r).toMatchObject({ success: true, messageCode: 'BUSINESS_SELECTED', expiresIn: 3600 });
      expect(r.accessToken).toBe(r.token);
      const claims = decodeJwt(r.token!);
      expect(claims.selectedBusiness).toMatchObject({
        merchantId: h.merchants.aroma,
        roles: ['CASHIER'],
      });
      expect(claims.selectedBusiness!.permissions).toContain('scan:redeem');
      expect(claims.exp - claims.iat).toBe(3600);
      expect(res.cookies.refresh_token).toBe(r.refreshToken);
    });

    it('refuses a business the employee does not belong to, and an unknown id', async () => {
      const login = await h.gql(LOGIN, { email: 'cashier@demo.test', password: 'Demo1234' });
      const { token } = login.data!.employee.employeeLogin;
      for (const merchantId of [
        h.merchants.blueBay,
        h.merchants.provider,
        '00000000-0000-0000-0000-000000000000',
        'junk',
      ]) {
        const res = await h.gql(SELECT_BUSINESS, { merchantId }, { token });
        expect(res.data!.employee.selectBusiness).toMatchObject({
          success: false,
          messageCode: 'NOT_A_MEMBER',
          token: null,
        });
      }
    });

    it('requires a valid access token', async () => {
      const none = await h.gql(SELECT_BUSINESS, { merchantId: h.merchants.aroma });
      expect(none.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const forged = await h.gql(
        SELECT_BUSINESS,
        { merchantId: h.merchants.aroma },
        { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      );
      expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('gives no business to a deactivated membership', async () => {
      const session = await signInTo(h, 'employee@demo.test', h.merchants.aroma);
      await h.database.db
        .update(memberships)
        .set({ status: 'inactive' })
        .where(eq(memberships.merchantId, h.merchants.aroma));
      try {
        const refreshed = await h.gql(REFRESH, {}, { cookies: session.cookies });
        const r = refreshed.data!.employee.refreshEmployeeToken;
        expect(decodeJwt(r.token!).selectedBusiness).toBeUndefined();
        expect(r.employee!.businesses).toEqual([]);
        const again = await h.gql(
          SELECT_BUSINESS,
          { merchantId: h.merchants.aroma },
          { token: session.token },
        );
        expect(again.data!.employee.selectBusiness.messageCode).toBe('NOT_A_MEMBER');
      } finally {
        await h.database.db
          .update(memberships)
          .set({ status: 'active' })
          .where(eq(memberships.merchantId, h.merchants.aroma));
      }
    });
  });

  describe('refresh tokens', () => {
    it('rotates the refresh token on every use and keeps the selected business', async () => {
      const session = await signInTo(h, 'sales@demo.test', h.merchants.aroma);
      const first = await h.gql(REFRESH, {}, { cookies: session.cookies });
      const r1 = first.data!.employee.refreshEmployeeToken;
      expect(r1).toMatchObject({ success: true, messageCode: 'TOKEN_REFRESHED' });
      expect(r1.refreshToken).not.toBe(session.refreshToken);
      expect(decodeJwt(r1.token!).selectedBusiness!.merchantId).toBe(h.merchants.aroma);
      const second = await h.gql(REFRESH, {}, { cookies: first.cookies });
      expect(second.data!.employee.refreshEmployeeToken.success).toBe(true);
    });

    it('revokes the whole family when a rotated token is used again', async () => {
      const session = await signInTo(h, 'sales@demo.test', h.merchants.aroma);
      const first = await h.gql(REFRESH, {}, { cookies: session.cookies });
      const reuse = await h.gql(REFRESH, {}, { cookies: session.cookies });
      expect(reuse.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The thief's reuse also ends the legitimate holder's newer token.
      const legit = await h.gql(REFRESH, {}, { cookies: first.cookies });
      expect(legit.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('gives at most one success to parallel refreshes with one token', async () => {
      const session = await signInTo(h, 'sales@demo.test', h.merchants.aroma);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => h.gql(REFRESH, {}, { cookies: session.cookies })),
      );
      expect(results.filter((r) => r.data?.employee?.refreshEmployeeToken?.success)).toHaveLength(
        1,
      );
    });

    it('accepts the header the native app sends, and refuses a cross-site origin', async () => {
      const session = await signInTo(h, 'sales@demo.test', h.merchants.aroma);
      const crossSite = await h.gql(
        REFRESH,
        {},
        { cookies: session.cookies, headers: { origin: 'https://evil.example' } },
      );
      expect(crossSite.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const native = await h.gql(
        REFRESH,
        {},
        { headers: { 'x-refresh-token': session.refreshToken } },
      );
      expect(native.data!.employee.refreshEmployeeToken.success).toBe(true);
    });

    it('POST /refresh-token answers an accessToken, and 401 without a cookie', async () => {
      const session = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
      const ok = await h.app.inject({
        method: 'POST',
        url: '/refresh-token',
        cookies: session.cookies,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, expiresIn: 3600 });
      expect(
        decodeJwt(ok.json<{ accessToken: string }>().accessToken).selectedBusiness!.roles,
      ).toEqual(['CASHIER']);
      const none = await h.app.inject({ method: 'POST', url: '/refresh-token' });
      expect(none.statusCode).toBe(401);
    });

    it('logout revokes the session', async () => {
      const session = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
      const out = await h.gql(
        graphql(`
          mutation EmployeeLogout {
            employee {
              logout {
                success
                messageCode
              }
            }
          }
        `),
        {},
        { cookies: session.cookies },
      );
      expect(out.data!.employee.logout.success).toBe(true);
      const after = await h.gql(REFRESH, {}, { cookies: session.cookies });
      expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('signup', () => {
    it('creates the company and its active EXECUTIVE, who can then sign in and select it', async () => {
      const res = await h.gql(SIGNUP, signupVars);
      expect(res.data!.employee.signup).toMatchObject({
        success: true,
        messageCode: 'SIGNUP_SUCCESS',
        employee: {
          firstName: 'Anna',
          lastName: 'Baker',
          email: 'anna@sunrise.test',
          phone: '+35799123456',
        },
      });
      const login = await h.gql(LOGIN, {
        email: 'anna@sunrise.test',
        password: signupVars.password,
      });
      const business = login.data!.employee.employeeLogin.employee!.businesses[0];
      expect(business).toMatchObject({
        status: 'active',
        merchantId: { name: 'Sunrise Bakery', companyLegalName: 'Sunrise Bakery Ltd' },
      });
      expect(business!.roles.map((r) => r.name)).toEqual(['EXECUTIVE']);
      const again = await h.gql(SIGNUP, signupVars);
      expect(again.data!.employee.signup).toMatchObject({
        success: false,
        messageCode: 'EMAIL_TAKEN',
      });
    });

    it.each([
      [{ companyName: '' }, 'Company name is required', 'companyName'],
      [{ companyLegalName: '' }, 'Company legal name is required', 'companyLegalName'],
      [{ companyEmail: 'nope' }, 'Invalid email address', 'companyEmail'],
      [{ companyPhone: '' }, 'Company phone is required', 'companyPhone'],
      [{ companyPhone: '+3571' }, 'Invalid phone number', 'companyPhone'],
      [{ employeeFirstName: '' }, 'First name is required', 'employeeFirstName'],
      [{ employeeLastName: '' }, 'Last name is required', 'employeeLastName'],
      [{ employeePhone: '' }, 'Phone is required', 'employeePhone'],
      [{ employeeEmail: 'x@' }, 'Invalid email address', 'employeeEmail'],
      [{ password: 'short' }, 'Password must be at least 8 characters long', 'password'],
    ])("refuses %o with the field's message and writes nothing", async (patch, message, field) => {
      const email = `bad-${field}@sunrise.test`;
      const res = await h.gql(SIGNUP, { ...signupVars, employeeEmail: email, ...patch });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[field]).toBe(message);
      const login = await h.gql(
        LOGIN,
        { email, password: signupVars.password },
        { ip: '10.3.0.1' },
      );
      expect(login.data?.employee?.employeeLogin?.success ?? false).toBe(false);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown emails, and mails a link only to the known one', async () => {
      const known = await h.gql(RESET, { email: 'accountant@demo.test' });
      const unknown = await h.gql(RESET, { email: 'nobody@demo.test' });
      expect(known.data).toEqual(unknown.data);
      expect(known.data!.employee.resetPassword).toEqual({
        success: true,
        messageCode: 'RESET_LINK_SENT',
      });
      const mails = await h.database.db.select().from(outbox);
      expect(mails.filter((m) => m.toAddress === 'accountant@demo.test')).toHaveLength(1);
      expect(mails.filter((m) => m.toAddress === 'nobody@demo.test')).toHaveLength(0);
    });

    it('sets a new password from the link once; it must differ from the current one', async () => {
      await h.gql(RESET, { email: 'employee@demo.test' });
      const [mail] = (await h.database.db.select().from(outbox)).filter(
        (m) => m.toAddress === 'employee@demo.test',
      );
      const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
      expect(mail!.body).toContain(`${h.config.publicUrl}/reset-password/confirm?token=`);
      const same = await h.gql(COMPLETE_RESET, { token, password: 'Demo1234' });
      expect(same.data!.employee.completePasswordReset).toEqual({
        success: false,
        messageCode: 'SAME_PASSWORD',
      });
      const done = await h.gql(COMPLETE_RESET, { token, password: 'a-new-secret' });
      expect(done.data!.employee.completePasswordReset).toEqual({
        success: true,
        messageCode: 'PASSWORD_RESET',
      });
      const reused = await h.gql(COMPLETE_RESET, { token, password: 'another-secret' });
      expect(reused.data!.employee.completePasswordReset.messageCode).toBe('INVALID_RESET_TOKEN');
      const oldLogin = await h.gql(LOGIN, {
        email: 'employee@demo.test',
        password: 'Demo1234',
      });
      expect(oldLogin.data!.employee.employeeLogin.success).toBe(false);
      const newLogin = await h.gql(LOGIN, {
        email: 'employee@demo.test',
        password: 'a-new-secret',
      });
      expect(newLogin.data!.employee.employeeLogin.success).toBe(true);
    });

    it("refuses a bad email with the reset form's message", async () => {
      const res = await h.gql(RESET, { email: 'nope' });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Invalid email address',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  describe('getEmployee', () => {
    it('lets employees read themselves with address fields and tinOrVat', async () => {
      const s = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
      const res = await h.gql(GET_EMPLOYEE, { employeeId: s.employeeId }, { token: s.token });
      expect(res.data!.employee.getEmployee).toMatchObject({
        success: true,
        messageCode: 'EMPLOYEE_FOUND',
        employee: {
          email: 'cashier@demo.test',
          city: 'Nicosia',
          businesses: [{ merchantId: { tinOrVat: 'CY10000001B' } }],
        },
      });
    });

    it('refuses another employee to a non-admin and allows it to an ADMIN', async () => {
      const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
      const exec = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
      const refused = await h.gql(
        GET_EMPLOYEE,
        { employeeId: cashier.employeeId },
        { token: exec.token },
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You do not have permission to perform this action',
        extensions: { code: 'FORBIDDEN' },
      });
      const admin = await signInTo(h, 'admin@demo.test', h.merchants.provider);
      const allowed = await h.gql(
        GET_EMPLOYEE,
        { employeeId: cashier.employeeId },
        { token: admin.token },
      );
      expect(allowed.data!.employee.getEmployee.employee!.email).toBe('cashier@demo.test');
      const su = await signInTo(h, 'su@demo.test', h.merchants.provider);
      const bySu = await h.gql(
        GET_EMPLOYEE,
        { employeeId: cashier.employeeId },
        { token: su.token },
      );
      expect(bySu.data!.employee.getEmployee.success).toBe(true);
    });

    it('is refused without a token', async () => {
      const res = await h.gql(GET_EMPLOYEE, { employeeId: 'x' });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
