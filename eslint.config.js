import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

const root = import.meta.dirname;
const web = join(root, 'apps/web/src');
const modules = join(root, 'apps/server/src/modules');
// Read from disk so that a new feature or module is fenced in without touching this file.
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Imports flow packages/domain → lib, components → features → app (CONVENTIONS.md), and one
// feature never reaches into another: what two features share moves down to lib or components.
const layerZones = [
  {
    target: join(root, 'packages/domain'),
    from: join(root, 'apps'),
    message: 'The domain package is the bottom layer: the apps import it, never the reverse.',
  },
  {
    target: [join(web, 'lib'), join(web, 'components')],
    from: [join(web, 'features'), join(web, 'app')],
    message: 'lib and components sit below features and app: move the shared piece down.',
  },
  {
    target: join(web, 'features'),
    from: join(web, 'app'),
    message: 'Features sit below app: pass what a feature needs from app in as props.',
  },
  ...foldersIn(join(web, 'features')).map((feature) => ({
    target: join(web, 'features', feature),
    from: join(web, 'features'),
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to lib or components.',
  })),
];

// The server's layers (decision record 033): the infrastructure (db, jobs, graphql, http, mail,
// metrics, documents) at the bottom, the kernel (modules/auth) beside it, the modules above as
// siblings, and the files that compose the server on top (app.ts, main.ts, the lists of modules
// and jobs, the command lines, the demo data).
const server = join(root, 'apps/server/src');
const KERNEL = 'auth';
const infrastructure = ['db', 'jobs', 'graphql', 'http', 'mail', 'metrics', 'documents'].map(
  // Tests may compose the server; the demo data and the command lines compose it.
  (folder) => join(server, folder, '**/!(*.test|*-cli|seed-demo).ts'),
);

// A server module reaches another module only through its service files (`<x>.service.ts`);
// a test may also build its data with another module's seed builders (`<x>.seed.ts`).
const filesOf = (suffix) =>
  foldersIn(modules).flatMap((module) =>
    readdirSync(join(modules, module))
      .filter((file) => file.endsWith(suffix))
      .map((file) => `./${module}/${file}`),
  );
const serviceFiles = filesOf('.service.ts');
const seedFiles = filesOf('.seed.ts');
const serverZones = [
  {
    target: infrastructure,
    from: modules,
    except: [`./${KERNEL}`],
    message:
      'Infrastructure never imports a module: the module hands it what it needs (its manifest).',
  },
  {
    target: [...infrastructure, join(modules, '*/**/!(*.test).ts')],
    from: [
      join(server, 'app.ts'),
      join(server, 'main.ts'),
      join(server, 'graceful-stop.ts'),
      join(server, 'prepare-database.ts'),
      join(server, 'server-jobs.ts'),
      join(modules, 'manifests.ts'),
    ],
    message: 'The files that compose the server stand on top: nothing below imports them.',
  },
  {
    target: join(modules, KERNEL),
    from: modules,
    except: [`./${KERNEL}`],
    message: 'The kernel (auth) sits below the modules: it imports none of them.',
  },
  ...foldersIn(modules)
    .filter((module) => module !== KERNEL)
    .flatMap((module) => [
      {
        target: join(modules, module, '**/!(*.test).ts'),
        from: modules,
        except: [`./${module}`, `./${KERNEL}`, ...serviceFiles],
        message: 'Reach another module through its service file, not its queries or internals.',
      },
      {
        target: join(modules, module, '**/*.test.ts'),
        from: modules,
        except: [`./${module}`, `./${KERNEL}`, ...serviceFiles, ...seedFiles],
        message: 'A test reaches another module through its service or its seed builders.',
      },
    ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/server/src/generated/**',
      'apps/web/src/gql/**',
      'apps/server/src/test/gql/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // import-x reads imported files to follow cycles: it must parse TypeScript to see them.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The fork of eslint-plugin-jsx-a11y with the same rules: the original (6.10.2) accepts
  // ESLint up to 9 only.
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: ['apps/web/**/*.tsx'],
    rules: {
      // A labelled region that scrolls must take focus, so that the keyboard can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The web app translates with lib/i18n (decision record 021); i18next lends its types and is
    // the reference its translator is tested against.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/i18n/translator.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'i18next',
              allowTypeImports: true,
              message: 'Translate with translator from lib/i18n/i18n.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is shared by server and browser: it must stay free of I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'pg',
            'react',
            'react-dom',
            '@back-office/server',
            '@back-office/web',
          ],
        },
      ],
    },
  },
);
