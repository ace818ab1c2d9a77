import { and, eq } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesCan, type Action } from '@back-office/domain/actions';
import { ERROR_CODES } from '@back-office/domain/errors';
import { offers } from '../db/schema';
import {
  createHarness,
  DATABASE_KINDS,
  decodeJwt,
  type Harness,
  type RequestOptions,
} from '../test/harness';
import { EVERY_CALLER, signInEveryRole, type Caller, type Callers } from '../test/sessions';
import type { AccessRule } from './access-rules';
import { buildSchemaParts } from './schema';
import { MODULES } from '../modules/manifests';
import { probeModule } from '../test/probe-module';

// Every operation of the schema, called as every role, without a business and anonymously:
// the server lets through exactly the callers its declared rule and the domain's table of
// actions admit. The arguments are the least the schema accepts; what happens after the access
// decision (a refused input, a missing row) does not matter here.

const NO_ROW_ID = '00000000-0000-4000-8000-000000000000';
// The server's modules and one known only to the tests: a module added through the list of
// manifests alone is in the table like every other.
const MODULES_UNDER_TEST = [...MODULES, probeModule];
const REFUSED = [ERROR_CODES.FORBIDDEN, ERROR_CODES.UNAUTHENTICATED] as string[];

interface Operation {
  name: string;
  root: 'query' | 'mutation';
  namespace: string;
  field: string;
  args: Record<string, string>;
  selection: string;
  rule: AccessRule;
}

function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (type.name === 'Int' || type.name === 'Float') return '1';
  if (type.name === 'Boolean') return 'false';
  if (type.name === 'ID') return JSON.stringify(NO_ROW_ID);
  return '"x"';
}

function operations(): Operation[] {
  const { typeDefs, rules } = buildSchemaParts(MODULES_UNDER_TEST);
  const schema = buildSchema(typeDefs);
  const roots: ['query' | 'mutation', GraphQLObjectType][] = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type.getFields()).flatMap((namespaceField) => {
      const namespace = getNamedType(namespaceField.type) as GraphQLObjectType;
      return Object.values(namespace.getFields()).map((field) => ({
        name: `${namespace.name}.${field.name}`,
        root,
        namespace: namespaceField.name,
        field: field.name,
        args: Object.fromEntries(
          field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, literal(a.type)]),
        ),
        selection: isLeafType(getNamedType(field.type)) ? '' : '{ __typename }',
        rule: rules[namespace.name]![field.name]!,
      }));
    }),
  );
}

function document(op: Operation, args: Record<string, string>): string {
  const list = Object.entries(args).map(([name, value]) => `${name}: ${value}`);
  const call = list.length > 0 ? `${op.field}(${list.join(', ')})` : op.field;
  return `${op.root} { ${op.namespace} { ${call} ${op.selection} } }`;
}

function admits(rule: AccessRule, caller: Caller): boolean {
  if (rule.kind === 'public') return true;
  if (caller === 'anonymous') return false;
  if (rule.kind === 'signed-in') return true;
  return caller !== 'no-business' && rolesCan([caller], rule.action);
}

const mayAll = (caller: Caller, actions: readonly Action[]) =>
  caller !== 'anonymous' &&
  caller !== 'no-business' &&
  actions.every((action) => rolesCan([caller], action));

describe.each(DATABASE_KINDS)('the table of actions on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  // The refresh cookie is that operation's credential; each use rotates it.
  let refreshCookies: Record<string, string>;
  const selfId = (caller: Caller) => {
    const token = callers.token(caller);
    return token ? String(decodeJwt(token).sub) : NO_ROW_ID;
  };

  beforeAll(async () => {
    h = await createHarness(kind, {}, { modules: MODULES_UNDER_TEST });
    callers = await signInEveryRole(h);
    refreshCookies = callers.session('EMPLOYEE').cookies;
  });
  afterAll(() => h?.close());

  async function call(op: Operation, caller: Caller, args: Record<string, string>) {
    const options: RequestOptions = { token: callers.token(caller) };
    if (op.name === 'EmployeeMutations.refreshEmployeeToken') options.cookies = refreshCookies;
    const res = await h.gql(document(op, args), {}, options);
    if (options.cookies && Object.keys(res.cookies).length > 0) refreshCookies = res.cookies;
    // A document the schema refuses would answer 400 before any access rule ran.
    expect(res.status, `${op.name}: ${JSON.stringify(res.errors)}`).toBe(200);
    return res.errors?.find((e) => REFUSED.includes(e.extensions?.code ?? ''))?.extensions?.code;
  }

  function expectDecision(code: string | undefined, allowed: boolean, caller: Caller) {
    if (allowed) expect(code).toBeUndefined();
    else expect(code).toBe(caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  }

  it('lets exactly the holders of each operation’s action through, and no one else', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.map((o) => o.name)).toEqual(
      expect.arrayContaining(['ProbeQueries.business', 'ProbeMutations.touch']),
    );
    const outcome: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const op of ops) {
      for (const caller of EVERY_CALLER) {
        // Reading an employee record other than one's own is a further action, tried below.
        const args =
          op.name === 'EmployeeQueries.getEmployee'
            ? { employeeId: JSON.stringify(selfId(caller)) }
            : op.args;
        const code = await call(op, caller, args);
        const key = `${op.name} as ${caller}`;
        outcome[key] = code ?? 'allowed';
        const allowed = admits(op.rule, caller);
        expected[key] = allowed
          ? 'allowed'
          : caller === 'anonymous'
            ? 'UNAUTHENTICATED'
            : 'FORBIDDEN';
      }
    }
    expect(outcome).toEqual(expected);
  });

  describe('where the data decides, the service asserts a further action', () => {
    it('rejecting an offer needs offer:approve besides offer:write', async () => {
      const [offer] = await h.database.db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.merchantId, h.merchants.aroma), eq(offers.status, 'pending')))
        .limit(1);
      const op = operations().find((o) => o.name === 'OfferMutations.setStatus')!;
      const args = { id: JSON.stringify(offer!.id), status: '"rejected"', reason: '"Unclear"' };
      for (const caller of EVERY_CALLER) {
        const code = await call(op, caller, args);
        expectDecision(code, mayAll(caller, ['offer:write', 'offer:approve']), caller);
      }
    });

    it('the scans of every business need scan:read:all besides scan:read:own', async () => {
      const op = operations().find((o) => o.name === 'ScanQueries.list')!;
      for (const caller of EVERY_CALLER) {
        const code = await call(op, caller, { filter: '{ view: "admin" }' });
        expectDecision(code, mayAll(caller, ['scan:read:own', 'scan:read:all']), caller);
      }
    });

    it('every business’s campaigns need advertisement:review besides advertisement:read', async () => {
      const op = operations().find((o) => o.name === 'AdvertisementQueries.campaigns')!;
      for (const caller of EVERY_CALLER) {
        const code = await call(op, caller, { allBusinesses: 'true' });
        expectDecision(
          code,
          mayAll(caller, ['advertisement:read', 'advertisement:review']),
          caller,
        );
      }
    });

    it('another employee’s record needs business:any', async () => {
      const op = operations().find((o) => o.name === 'EmployeeQueries.getEmployee')!;
      const someoneElse = callers.session('CASHIER').employeeId;
      for (const caller of EVERY_CALLER) {
        if (caller === 'CASHIER') continue;
        const code = await call(op, caller, { employeeId: JSON.stringify(someoneElse) });
        expectDecision(code, mayAll(caller, ['business:any']), caller);
      }
    });
  });
});
