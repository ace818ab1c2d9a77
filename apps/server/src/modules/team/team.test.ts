import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import {
  employees,
  membershipRoles,
  memberships,
  outbox,
  passwordResetTokens,
  refreshTokens,
} from '../../db/schema';
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
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import type {
  MembershipInput,
  TeamListQueryVariables,
  TeamMemberTestFieldsFragment as Member,
} from '../../test/gql/graphql';

graphql(`
  fragment TeamMemberTestFields on TeamMember {
    _id
    employeeId
    firstName
    lastName
    email
    phone
    merchantId
    merchantName
    roles
    department
    position
    status
    startingDate
    endDate
  }
`);
const LIST = graphql(`
  query TeamList($filter: TeamFilter, $first: Int, $after: String) {
    team {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...TeamMemberTestFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);
const GET = graphql(`
  query TeamGet($id: ID!) {
    team {
      get(id: $id) {
        ...TeamMemberTestFields
      }
    }
  }
`);
const DEPARTMENTS = graphql(`
  query TeamDepartments($merchantId: ID) {
    team {
      departments(merchantId: $merchantId)
    }
  }
`);
const GRANTABLE = graphql(`
  query TeamGrantable($merchantId: ID) {
    team {
      grantableRoles(merchantId: $merchantId)
    }
  }
`);
const ADD = graphql(`
  mutation TeamAdd($input: AddTeamMemberInput!) {
    team {
      add(input: $input) {
        success
        messageCode
        member {
          ...TeamMemberTestFields
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation TeamUpdate($id: ID!, $input: MembershipInput!) {
    team {
      updateMembership(id: $id, input: $input) {
        success
        messageCode
        member {
          ...TeamMemberTestFields
        }
      }
    }
  }
`);
const COMPLETE_RESET = graphql(`
  mutation TeamCompleteReset($token: String!, $password: String!) {
    employee {
      completePasswordReset(token: $token, password: $password) {
        success
        messageCode
      }
    }
  }
`);
const SIGNUP = graphql(`
  mutation TeamSignup(
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
      }
    }
  }
`);

const newPerson = (email: string, roles: string[] = ['CASHIER']) => ({
  email,
  firstName: 'Nefeli',
  lastName: 'Andreou',
  phone: '+35799555444',
  roles,
  department: 'Front of House',
  position: 'Cashier',
  startingDate: '2025-09-01',
});

const membershipInput = (m: Member, patch: Partial<MembershipInput> = {}) => ({
  roles: m.roles,
  department: m.department,
  position: m.position,
  status: m.status,
  startingDate: m.startingDate,
  endDate: m.endDate,
  ...patch,
});

describe.each(DATABASE_KINDS)('team on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: ReturnType<Callers['session']>;
  let admin: ReturnType<Callers['session']>;
  let execBlue: Awaited<ReturnType<typeof signInTo>>;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.session('EXECUTIVE');
    admin = callers.session('ADMIN');
    execBlue = await signInTo(h, 'exec@demo.test', h.merchants.blueBay);
  });
  afterAll(() => h?.close());

  const list = async (token: string, variables: TeamListQueryVariables = {}) =>
    (await h.gql(LIST, variables, { token })).data!.team.list;
  const memberOf = async (token: string, email: string) =>
    (await list(token, { filter: { search: email }, first: 100 })).items.find(
      (m) => m.email === email,
    )!;
  const mailsTo = async (email: string) =>
    (await h.database.db.select().from(outbox)).filter((m) => m.toAddress === email);

  describe('access', () => {
    const allowed = ['su', 'ADMIN', 'EXECUTIVE'] as const;
    it.each([
      ['team.list', LIST, {}],
      ['team.get', GET, { id: '00000000-0000-0000-0000-000000000000' }],
      ['team.departments', DEPARTMENTS, {}],
      ['team.grantableRoles', GRANTABLE, {}],
      [
        'team.updateMembership',
        UPDATE,
        {
          id: '00000000-0000-0000-0000-000000000000',
          input: { roles: ['EMPLOYEE'], status: 'active' },
        },
      ],
      ['team.add', ADD, { input: { ...newPerson('x@x'), email: 'not-an-email' } }],
    ])('%s is for ADMIN and EXECUTIVE only', async (_name, query, variables) => {
      await expectOnly(h, callers, allowed, query, variables);
    });

    it('lets each allowed role add a member, and writes nothing for the refused ones', async () => {
      for (const role of ['su', 'ADMIN', 'EXECUTIVE', 'CASHIER', 'ACCOUNTANT'] as const) {
        const email = `access-${role.toLowerCase()}@team.test`;
        const res = await h.gql(ADD, { input: newPerson(email) }, { token: callers.token(role) });
        const refused = role === 'CASHIER' || role === 'ACCOUNTANT';
        expect(res.errors?.[0]?.extensions?.code, role).toBe(refused ? 'FORBIDDEN' : undefined);
        const [account] = await h.database.db
          .select()
          .from(employees)
          .where(eq(employees.email, email));
        expect(Boolean(account), role).toBe(!refused);
      }
    });
  });

  describe('list and get', () => {
    it("lists only the EXECUTIVE's own business, sorted by name, across pages", async () => {
      const all = await list(exec.token, { first: 100 });
      expect(all.items.length).toBeGreaterThan(5);
      expect(all.items.every((m) => m.merchantName === 'Aroma Cafe')).toBe(true);
      expect(all.totalCount).toBe(all.items.length);
      const names = all.items.map((m) => `${m.lastName}|${m.firstName}`.toLowerCase());
      expect(names).toEqual([...names].sort());
      const seen: Member[] = [];
      let after: string | null | undefined;
      for (;;) {
        const page = await list(exec.token, { first: 3, after });
        expect(page.totalCount).toBe(all.totalCount);
        seen.push(...page.items);
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen.map((m) => m._id)).toEqual(all.items.map((m) => m._id));
      // Asking for another business's id still gives only the own business.
      const sneaky = await list(exec.token, {
        filter: { merchantId: h.merchants.blueBay },
        first: 100,
      });
      expect(sneaky.items.every((m) => m.merchantName === 'Aroma Cafe')).toBe(true);
    });

    it('lets an ADMIN list every business or filter by one', async () => {
      const all = await list(admin.token, { first: 100 });
      expect(new Set(all.items.map((m) => m.merchantName))).toEqual(
        new Set(['Demo Provider', 'Aroma Cafe', 'Blue Bay Travel']),
      );
      const blue = await list(admin.token, {
        filter: { merchantId: h.merchants.blueBay },
        first: 100,
      });
      expect(blue.items.length).toBeGreaterThan(0);
      expect(blue.items.every((m) => m.merchantId === h.merchants.blueBay)).toBe(true);
    });

    it.each([
      [{ department: 'kitchen' }, (m: Member) => m.department === 'Kitchen'],
      [{ role: 'CASHIER' }, (m: Member) => m.roles.includes('CASHIER')],
      [{ status: 'inactive' }, (m: Member) => m.status === 'inactive'],
      [{ search: 'giorgos ioa' }, (m: Member) => m.firstName === 'Giorgos'],
      [{ search: 'EXEC@demo' }, (m: Member) => m.email === 'exec@demo.test'],
    ])('filters %o', async (filter, holds) => {
      const page = await list(exec.token, { filter, first: 100 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every(holds)).toBe(true);
      expect(page.totalCount).toBe(page.items.length);
    });

    it('lists departments and the roles the caller may grant', async () => {
      const departments = (await h.gql(DEPARTMENTS, {}, { token: exec.token })).data!.team
        .departments;
      expect(departments).toEqual(
        expect.arrayContaining(['Front of House', 'Kitchen', 'Management']),
      );
      expect(departments).not.toContain('Tours');
      const execRoles = (await h.gql(GRANTABLE, {}, { token: exec.token })).data!.team
        .grantableRoles;
      expect(execRoles).toEqual([
        'EXECUTIVE',
        'ACCOUNTANT',
        'MARKETING',
        'SALES',
        'CASHIER',
        'EMPLOYEE',
      ]);
      const adminInProvider = (await h.gql(GRANTABLE, {}, { token: admin.token })).data!.team
        .grantableRoles;
      expect(adminInProvider).toContain('ADMIN');
      expect(adminInProvider).not.toContain('su');
      const adminInAroma = (
        await h.gql(GRANTABLE, { merchantId: h.merchants.aroma }, { token: admin.token })
      ).data!.team.grantableRoles;
      expect(adminInAroma).not.toContain('ADMIN');
    });
  });

  describe('tenant isolation', () => {
    it("keeps an EXECUTIVE of Aroma Cafe out of Blue Bay Travel's memberships by id", async () => {
      const guide = await memberOf(execBlue.token, 'michalis.guide@demo.test');
      expect(guide.merchantId).toBe(h.merchants.blueBay);
      expect(
        (await h.gql(GET, { id: guide._id }, { token: exec.token })).data!.team.get,
      ).toBeNull();
      const upd = await h.gql(
        UPDATE,
        { id: guide._id, input: membershipInput(guide, { status: 'inactive' }) },
        { token: exec.token },
      );
      expect(upd.data!.team.updateMembership).toMatchObject({
        success: false,
        messageCode: 'MEMBER_NOT_FOUND',
        member: null,
      });
      expect(
        (await h.gql(GET, { id: guide._id }, { token: execBlue.token })).data!.team.get!.status,
      ).toBe('active');
      const add = await h.gql(
        ADD,
        { input: { ...newPerson('intruder@team.test'), merchantId: h.merchants.blueBay } },
        { token: exec.token },
      );
      expect(add.data!.team.add).toMatchObject({
        success: false,
        messageCode: 'BUSINESS_NOT_FOUND',
      });
      expect(
        await h.database.db
          .select()
          .from(employees)
          .where(eq(employees.email, 'intruder@team.test')),
      ).toEqual([]);
      const roles = await h.gql(
        GRANTABLE,
        { merchantId: h.merchants.blueBay },
        { token: exec.token },
      );
      expect(roles.data!.team.grantableRoles).toEqual([]);
      const departments = await h.gql(
        DEPARTMENTS,
        { merchantId: h.merchants.blueBay },
        { token: exec.token },
      );
      expect(departments.data!.team.departments).not.toContain('Tours');
    });

    it('lets an ADMIN read and edit any business by id', async () => {
      const guide = await memberOf(execBlue.token, 'michalis.guide@demo.test');
      expect(
        (await h.gql(GET, { id: guide._id }, { token: admin.token })).data!.team.get!.email,
      ).toBe('michalis.guide@demo.test');
      const res = await h.gql(
        UPDATE,
        { id: guide._id, input: membershipInput(guide, { position: 'Senior Tour Guide' }) },
        { token: admin.token },
      );
      expect(res.data!.team.updateMembership).toMatchObject({
        success: true,
        messageCode: 'MEMBER_SAVED',
        member: { position: 'Senior Tour Guide' },
      });
    });
  });

  describe('adding employees', () => {
    it('gives an existing account a new membership and tells them by email', async () => {
      const res = await h.gql(
        ADD,
        {
          input: { ...newPerson('Cashier@Demo.test', ['CASHIER', 'SALES']), firstName: 'Ignored' },
        },
        { token: execBlue.token },
      );
      expect(res.data!.team.add).toMatchObject({
        success: true,
        messageCode: 'MEMBER_ADDED',
        member: {
          email: 'cashier@demo.test',
          firstName: 'Katerina',
          merchantName: 'Blue Bay Travel',
          roles: ['CASHIER', 'SALES'],
          status: 'active',
        },
      });
      expect((await mailsTo('cashier@demo.test')).map((m) => m.subject)).toContain(
        'You now have access to Blue Bay Travel on Back Office',
      );
      const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.blueBay);
      expect(decodeJwt(cashier.token!).selectedBusiness!.roles).toEqual(['CASHIER', 'SALES']);
      const again = await h.gql(
        ADD,
        { input: newPerson('cashier@demo.test') },
        { token: execBlue.token },
      );
      expect(again.data!.team.add).toMatchObject({
        success: false,
        messageCode: 'ALREADY_MEMBER',
        member: { email: 'cashier@demo.test' },
      });
    });

    it('invites a new person, whose link sets a password they can then sign in with', async () => {
      const email = 'nefeli@team.test';
      const res = await h.gql(ADD, { input: newPerson(email) }, { token: exec.token });
      expect(res.data!.team.add).toMatchObject({
        success: true,
        messageCode: 'INVITATION_SENT',
        member: {
          email,
          firstName: 'Nefeli',
          phone: '+35799555444',
          roles: ['CASHIER'],
          department: 'Front of House',
          startingDate: '2025-09-01',
        },
      });
      const before = await h.gql(LOGIN, { email, password: 'first-password' }, { ip: '10.7.0.1' });
      expect(before.data!.employee.employeeLogin.success).toBe(false);

      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('You are invited to Aroma Cafe on Back Office');
      expect(mail!.body).toContain(`${h.config.publicUrl}/reset-password/confirm?token=`);
      const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
      const [account] = await h.database.db
        .select()
        .from(employees)
        .where(eq(employees.email, email));
      const [invitation] = await h.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.employeeId, account!.id));
      const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);

      const done = await h.gql(COMPLETE_RESET, { token, password: 'first-password' });
      expect(done.data!.employee.completePasswordReset).toEqual({
        success: true,
        messageCode: 'PASSWORD_RESET',
      });
      const session = await signInTo(h, email, h.merchants.aroma, 'first-password');
      expect(decodeJwt(session.token!).selectedBusiness!.roles).toEqual(['CASHIER']);
    });

    it.each([
      [{ roles: [] }, 'roles', 'Choose at least one role'],
      [{ roles: ['OWNER'] }, 'roles.0', 'Unknown role'],
      [{ email: 'nope' }, 'email', 'Invalid email address'],
      [{ phone: '+3571' }, 'phone', 'Invalid phone number'],
      [{ endDate: '2025-01-01' }, 'endDate', 'The end date cannot be before the starting date'],
    ])('refuses bad input %o with the field message', async (patch, field, message) => {
      const res = await h.gql(
        ADD,
        { input: { ...newPerson('bad-input@team.test'), ...patch } },
        { token: exec.token },
      );
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
    });
  });

  describe('who may grant what', () => {
    it('refuses an EXECUTIVE granting ADMIN or su, on adding and on editing', async () => {
      for (const roles of [['ADMIN'], ['su'], ['CASHIER', 'ADMIN']]) {
        const add = await h.gql(
          ADD,
          { input: newPerson('climber@team.test', roles) },
          { token: exec.token },
        );
        expect(add.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(
        await h.database.db
          .select()
          .from(employees)
          .where(eq(employees.email, 'climber@team.test')),
      ).toEqual([]);
      const cashier = await memberOf(exec.token, 'cashier@demo.test');
      for (const roles of [['ADMIN'], ['su', 'CASHIER']]) {
        const upd = await h.gql(
          UPDATE,
          { id: cashier._id, input: membershipInput(cashier, { roles }) },
          { token: exec.token },
        );
        expect(upd.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(
        (await h.gql(GET, { id: cashier._id }, { token: exec.token })).data!.team.get!.roles,
      ).toEqual(['CASHIER']);
    });

    it('keeps ADMIN and su to the provider business, and su to su', async () => {
      const inAroma = await h.gql(
        ADD,
        {
          input: {
            ...newPerson('aroma-admin@team.test', ['ADMIN']),
            merchantId: h.merchants.aroma,
          },
        },
        { token: admin.token },
      );
      expect(inAroma.errors?.[0]).toMatchObject({
        message: 'ADMIN and su can only be held in the provider business',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const adminGrantsSu = await h.gql(
        ADD,
        { input: newPerson('new-su@team.test', ['su']) },
        { token: admin.token },
      );
      expect(adminGrantsSu.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const adminGrantsAdmin = await h.gql(
        ADD,
        { input: newPerson('new-admin@team.test', ['ADMIN']) },
        { token: admin.token },
      );
      expect(adminGrantsAdmin.data!.team.add).toMatchObject({
        success: true,
        member: { roles: ['ADMIN'], merchantName: 'Demo Provider' },
      });
      const suGrantsSu = await h.gql(
        ADD,
        { input: newPerson('second-su@team.test', ['su']) },
        { token: callers.token('su') },
      );
      expect(suGrantsSu.data!.team.add).toMatchObject({ success: true, member: { roles: ['su'] } });
      // An ADMIN may not change an su's membership either.
      const secondSu = suGrantsSu.data!.team.add.member!;
      const demote = await h.gql(
        UPDATE,
        { id: secondSu._id, input: membershipInput(secondSu, { roles: ['ADMIN'] }) },
        { token: admin.token },
      );
      expect(demote.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('the last EXECUTIVE', () => {
    let owner: Awaited<ReturnType<typeof signInTo>>;
    let merchantId: string;

    beforeAll(async () => {
      await h.gql(SIGNUP, {
        companyName: 'Lemon Grove',
        companyLegalName: 'Lemon Grove Ltd',
        companyEmail: 'hello@lemon.test',
        companyPhone: '+35722123456',
        employeeFirstName: 'Olga',
        employeeLastName: 'Owner',
        employeeEmail: 'olga@lemon.test',
        employeePhone: '+35799123456',
        password: 'lemon-secret',
      });
      const login = await h.gql(LOGIN, { email: 'olga@lemon.test', password: 'lemon-secret' });
      merchantId = login.data!.employee.employeeLogin.employee!.businesses[0]!.merchantId._id;
      owner = await signInTo(h, 'olga@lemon.test', merchantId, 'lemon-secret');
    });

    it('cannot be deactivated or lose the EXECUTIVE role, by themselves or by an ADMIN', async () => {
      const me = await memberOf(owner.token, 'olga@lemon.test');
      const attempts: [string, Partial<MembershipInput>][] = [
        [owner.token, { status: 'inactive' }],
        [owner.token, { roles: ['ACCOUNTANT'] }],
        [admin.token, { status: 'inactive' }],
        [admin.token, { roles: ['SALES', 'CASHIER'] }],
      ];
      for (const [token, patch] of attempts) {
        const res = await h.gql(
          UPDATE,
          { id: me._id, input: membershipInput(me, patch) },
          { token },
        );
        expect(res.data!.team.updateMembership).toMatchObject({
          success: false,
          messageCode: 'LAST_EXECUTIVE',
          member: { status: 'active', roles: ['EXECUTIVE'] },
        });
      }
      // Other edits of the last EXECUTIVE are fine.
      const res = await h.gql(
        UPDATE,
        {
          id: me._id,
          input: membershipInput(me, { roles: ['EXECUTIVE', 'ACCOUNTANT'], position: 'Owner' }),
        },
        { token: owner.token },
      );
      expect(res.data!.team.updateMembership).toMatchObject({
        success: true,
        member: { roles: ['EXECUTIVE', 'ACCOUNTANT'], position: 'Owner' },
      });
    });

    it('can step down once another active EXECUTIVE exists, and of two stepping down at once one stays', async () => {
      const added = await h.gql(
        ADD,
        { input: newPerson('second-exec@lemon.test', ['EXECUTIVE']) },
        { token: owner.token },
      );
      expect(added.data!.team.add.success).toBe(true);
      const second = added.data!.team.add.member!;
      const me = await memberOf(owner.token, 'olga@lemon.test');
      const both = await Promise.all([
        h.gql(
          UPDATE,
          { id: me._id, input: membershipInput(me, { status: 'inactive' }) },
          { token: admin.token },
        ),
        h.gql(
          UPDATE,
          { id: second._id, input: membershipInput(second, { status: 'inactive' }) },
          { token: admin.token },
        ),
      ]);
      expect(both.map((r) => r.data!.team.updateMembership.messageCode).sort()).toEqual([
        'LAST_EXECUTIVE',
        'MEMBER_SAVED',
      ]);
      const active = await h.database.db
        .select()
        .from(memberships)
        .innerJoin(membershipRoles, eq(membershipRoles.membershipId, memberships.id))
        .where(
          and(
            eq(memberships.merchantId, merchantId),
            eq(memberships.status, 'active'),
            eq(membershipRoles.roleId, 'EXECUTIVE'),
          ),
        );
      expect(active).toHaveLength(1);
    });
  });

  describe('deactivating a membership', () => {
    it("ends the member's sessions for that business only, and reactivating restores access", async () => {
      const email = 'giorgos.barista@demo.test';
      const inAroma = await signInTo(h, email, h.merchants.aroma);
      const login = await h.gql(LOGIN, { email, password: 'Demo1234' });
      const barista = await memberOf(exec.token, email);

      const res = await h.gql(
        UPDATE,
        {
          id: barista._id,
          input: membershipInput(barista, { status: 'inactive', endDate: '2025-12-31' }),
        },
        { token: exec.token },
      );
      expect(res.data!.team.updateMembership).toMatchObject({
        success: true,
        member: { status: 'inactive', endDate: '2025-12-31' },
      });

      // The session bound to Aroma Cafe no longer refreshes; the one without a business does, without it.
      const refreshed = await h.gql(REFRESH, {}, { cookies: inAroma.cookies });
      expect(refreshed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(refreshed.data?.employee ?? null).toBeNull();
      const other = await h.gql(REFRESH, {}, { cookies: login.cookies });
      const r = other.data!.employee.refreshEmployeeToken;
      expect(r.success).toBe(true);
      expect(decodeJwt(r.token!).selectedBusiness).toBeUndefined();
      expect(r.employee!.businesses.map((b) => b.merchantId._id)).not.toContain(h.merchants.aroma);
      const select = await h.gql(
        SELECT_BUSINESS,
        { merchantId: h.merchants.aroma },
        { token: login.data!.employee.employeeLogin.token },
      );
      expect(select.data!.employee.selectBusiness.messageCode).toBe('NOT_A_MEMBER');
      const live = await h.database.db
        .select()
        .from(refreshTokens)
        .innerJoin(employees, eq(employees.id, refreshTokens.employeeId))
        .where(
          and(
            eq(employees.email, email),
            eq(refreshTokens.merchantId, h.merchants.aroma),
            isNull(refreshTokens.revokedAt),
          ),
        );
      expect(live).toEqual([]);

      const back = await h.gql(
        UPDATE,
        { id: barista._id, input: membershipInput(barista, { status: 'active' }) },
        { token: exec.token },
      );
      expect(back.data!.team.updateMembership.success).toBe(true);
      await signInTo(h, email, h.merchants.aroma);
    });

    it("stops a deactivated member's writes at once, before their access token expires", async () => {
      const email = 'andreas.shift@demo.test';
      const supervisor = await memberOf(exec.token, email);
      await h.gql(
        UPDATE,
        { id: supervisor._id, input: membershipInput(supervisor, { roles: ['EXECUTIVE'] }) },
        { token: exec.token },
      );
      const session = await signInTo(h, email, h.merchants.aroma);
      await h.gql(
        UPDATE,
        {
          id: supervisor._id,
          input: membershipInput(supervisor, { roles: ['EXECUTIVE'], status: 'inactive' }),
        },
        { token: exec.token },
      );
      const res = await h.gql(
        ADD,
        { input: newPerson('late@team.test') },
        { token: session.token },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
