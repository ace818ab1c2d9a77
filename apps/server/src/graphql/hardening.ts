import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const LIMITS = { depth: 12, aliases: 15, cost: 5000 } as const;

// Operations that must not run more than once per request: aliases would multiply password guesses.
const ONCE_PER_REQUEST = new Set([
  'employeeLogin',
  'signup',
  'resetPassword',
  'completePasswordReset',
]);

const oncePerRequestRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const seen = new Map<string, number>();
  return {
    Field(node) {
      const name = node.name.value;
      if (!ONCE_PER_REQUEST.has(name)) return;
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      if (count === 2) {
        context.reportError(
          new GraphQLError(`${name} may appear only once per request`, { nodes: [node] }),
        );
      }
    },
  };
};

// Report a refusal as a validation error (400) instead of letting the rule throw out of validation.
const report = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

export function validationRules(production: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxDepthRule({
      n: LIMITS.depth,
      ignoreIntrospection: false,
      ...report,
    }) as unknown as ValidationRule,
    maxAliasesRule({ n: LIMITS.aliases, ...report }) as unknown as ValidationRule,
    costLimitRule({ maxCost: LIMITS.cost, ...report }) as unknown as ValidationRule,
    oncePerRequestRule,
  ];
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
