import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_KINDS, type Harness } from '../test/harness';
import { schemaOperations, valueOf, wellFormed } from '../test/schema-operations';
import { signInEveryRole, type Caller, type Callers } from '../test/sessions';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Hostile values: control characters, very long text, SQL and markup, broken ids, cursors and
// dates, extreme numbers. Each call puts one of them into one argument of an otherwise
// well-formed call, so that it reaches the rules and statements behind the validation of the rest.
const HOSTILE_TEXT = [
  'Nul\u0000byte',
  'bell\u0007and escape\u001b[31m',
  'x'.repeat(200_000),
  "'; drop table employees; --",
  '%_\\',
  '<script>alert(1)</script>',
  '',
  '💥'.repeat(2000),
  '2026-02-30T25:61:00Z',
  '-1',
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  'z'.repeat(5000),
  b64(['9999999999', randomUUID()]),
  Buffer.from('9999999999|1').toString('base64url'),
  b64([{}, null, 'x']),
  b64(['a\u0000', 'b', randomUUID()]),
];
const HOSTILE_INT = [2_147_483_647, -2_147_483_648, 0, -1];
const HOSTILE_FLOAT = [1e308, -1e308, 0, -0.001, 2 ** 53 + 1, 4.999999999];

type Path = (string | number)[];

function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function withValueAt(root: Record<string, unknown>, path: Path, value: unknown) {
  const copy = structuredClone(root);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

// The first try of every text argument is a NUL, the others take turns through the list.
function hostileFor(current: unknown, turn: number, first: boolean): unknown {
  if (typeof current === 'number')
    return Number.isInteger(current)
      ? HOSTILE_INT[turn % HOSTILE_INT.length]
      : HOSTILE_FLOAT[turn % HOSTILE_FLOAT.length];
  if (typeof current === 'boolean') return turn % 2 === 0;
  return first ? HOSTILE_TEXT[0] : HOSTILE_TEXT[1 + (turn % (HOSTILE_TEXT.length - 1))];
}

const TRIES_PER_ARGUMENT = 4;
const CALLERS: Caller[] = ['ADMIN', 'EXECUTIVE', 'CASHIER'];

describe.each(DATABASE_KINDS)('schema fuzz on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  const operations = schemaOperations();

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
  });
  afterAll(() => h?.close());

  it(`answers hostile arguments of every operation, as ${CALLERS.join(', ')} in turn, without an internal error`, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const outcomes = new Map<string, number>();
    let turn = 0;
    // Queries first: a hostile write (a sign-out, say) must not decide what the reads answer.
    const ordered = [...operations].sort((a, b) => b.kind.localeCompare(a.kind));
    for (const op of ordered) {
      const base = Object.fromEntries(
        op.args.map((a) => [a.name, valueOf(a.type, a.name, wellFormed)]),
      );
      const calls = [base];
      for (const path of leaves(base))
        for (let i = 0; i < TRIES_PER_ARGUMENT; i += 1) {
          const current = path.reduce<unknown>(
            (node, key) => (node as Record<string | number, unknown>)[key],
            base,
          );
          calls.push(withValueAt(base, path, hostileFor(current, turn++, i === 0)));
        }
      for (const variables of calls) {
        // Each call as one of the roles in turn, and the well-formed one as all of them.
        const as = variables === base ? CALLERS : [CALLERS[turn++ % CALLERS.length]!];
        for (const caller of as) {
          const res = await h.gql(op.document, variables, { token: callers.token(caller) });
          const code =
            res.errors?.[0]?.extensions?.code ?? (res.errors ? `HTTP ${res.status}` : 'OK');
          outcomes.set(String(code), (outcomes.get(String(code)) ?? 0) + 1);
          if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR')
            failures.push(
              `${op.namespace}.${op.name} as ${caller} with ${JSON.stringify(variables).slice(0, 300)}: ${res.status} ${JSON.stringify(res.errors)}`,
            );
        }
      }
    }
    const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(1000);
    // Most calls must get past the access rules and the argument types, or the fuzz proves little.
    const reached = (outcomes.get('OK') ?? 0) + (outcomes.get('BAD_USER_INPUT') ?? 0);
    expect(reached, JSON.stringify(Object.fromEntries(outcomes))).toBeGreaterThan(total / 2);
    expect(failures).toEqual([]);
  }, 600_000);
});
