import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { couponResolvers, couponRules } from '../modules/coupon/resolvers';
import { employeeResolvers, employeeRules } from '../modules/employee/resolvers';
import { marketplaceResolvers, marketplaceRules } from '../modules/marketplace/resolvers';
import { guardResolvers, type ModuleRules } from './operations';

interface GraphQLModule {
  name: string;
  resolvers: Record<string, Record<string, unknown>>;
  rules: ModuleRules;
}

// Each module contributes its SDL (modules/<name>/schema.graphql), resolvers and access rules.
const MODULES: GraphQLModule[] = [
  { name: 'core', resolvers: {}, rules: {} },
  { name: 'employee', resolvers: employeeResolvers as GraphQLModule['resolvers'], rules: employeeRules },
  { name: 'coupon', resolvers: couponResolvers as GraphQLModule['resolvers'], rules: couponRules },
  { name: 'marketplace', resolvers: marketplaceResolvers as GraphQLModule['resolvers'], rules: marketplaceRules },
];

function readSdl(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../modules/${name}/schema.graphql`, import.meta.url)), 'utf8');
}

export function buildSchemaParts() {
  const typeDefs = MODULES.map((m) => readSdl(m.name)).join('\n');
  const resolvers: Record<string, Record<string, unknown>> = {};
  const rules: ModuleRules = {};
  for (const module of MODULES) {
    for (const [type, fields] of Object.entries(module.rules)) rules[type] = { ...rules[type], ...fields };
    for (const [type, fields] of Object.entries(guardResolvers(module.resolvers, module.rules))) {
      resolvers[type] = { ...resolvers[type], ...fields };
    }
  }
  return { typeDefs, resolvers, rules };
}
