// The rules of the layout, checked: `npm run lint` (zero warnings allowed).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom. functions/: handlers → domain → repositories → shared → schemas, never
 * upward (the manifest sits beside shared). web/src: app → features → components/lib, a feature
 * never imports another feature or the app. infra/local may use functions/, never the reverse.
 */
const elements = [
  // First: test/infra/ is a test folder, not infra/ itself.
  { type: 'tests', pattern: 'test/**/*', partialMatch: false },
  { type: 'fn-handlers', pattern: 'functions/handlers' },
  { type: 'fn-domain', pattern: 'functions/domain' },
  { type: 'fn-repositories', pattern: 'functions/repositories' },
  { type: 'fn-shared', pattern: 'functions/shared' },
  { type: 'fn-schemas', pattern: 'functions/schemas' },
  // What is left directly in functions/: the route manifest.
  { type: 'fn-manifest', pattern: 'functions' },
  { type: 'infra-local', pattern: 'infra/local' },
  { type: 'infra-cdk', pattern: 'infra' },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-test', pattern: 'web/src/test' },
  // What is left directly in web/src: main.tsx.
  { type: 'web-main', pattern: 'web/src' },
  { type: 'scripts', pattern: 'scripts' },
];

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

const policies = [
  may('fn-handlers', ['fn-handlers', 'fn-domain', 'fn-repositories', 'fn-shared', 'fn-manifest', 'fn-schemas']),
  may('fn-domain', ['fn-domain', 'fn-repositories', 'fn-shared', 'fn-schemas']),
  may('fn-repositories', ['fn-repositories', 'fn-shared', 'fn-schemas']),
  may('fn-shared', ['fn-shared', 'fn-manifest', 'fn-schemas']),
  may('fn-manifest', ['fn-shared']),
  may('fn-schemas', ['fn-schemas']),
  may('infra-local', ['infra-local', 'infra-cdk', 'fn-handlers', 'fn-domain', 'fn-repositories', 'fn-shared', 'fn-manifest', 'fn-schemas']),
  may('infra-cdk', ['infra-cdk', 'fn-shared', 'fn-manifest', 'fn-schemas']),
  may('web-main', ['web-app', 'web-lib']),
  may('web-app', ['web-app', 'web-feature', 'web-components', 'web-lib', 'web-test', 'fn-schemas']),
  may('web-feature', ['web-components', 'web-lib', 'web-test', 'fn-schemas']),
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  may('web-components', ['web-components', 'web-lib', 'fn-schemas']),
  may('web-lib', ['web-lib', 'fn-schemas']),
  may('web-test', ['web-test', 'web-app', 'web-feature', 'web-components', 'web-lib', 'fn-schemas', 'fn-manifest']),
  may('tests', ['tests', 'fn-handlers', 'fn-domain', 'fn-repositories', 'fn-shared', 'fn-manifest', 'fn-schemas', 'infra-local', 'infra-cdk', 'scripts']),
  may('scripts', ['scripts', 'fn-handlers', 'fn-domain', 'fn-repositories', 'fn-shared', 'fn-manifest', 'fn-schemas', 'infra-local', 'infra-cdk']),
];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', 'dist/', '.data/', 'test-results/', 'docs/openapi.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  // A function's code loads at init, all of it: a dynamic import() only moves the cost to the first
  // request and keeps esbuild from tree-shaking the SDKs (docs/performance.md).
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'Import statically: the bundle is tree-shaken and loaded whole at init (docs/performance.md).' },
      ],
    },
  },
  // Classic zod builds heavier schemas and parses slower the first time, about 14 ms of every
  // function's cold start: functions/ and web/src/ use zod/mini, imported from functions/schemas/zod.ts,
  // which also gives it zod's English messages (docs/performance.md).
  {
    files: ['functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['functions/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              message:
                "Import z from functions/schemas/zod.ts ('@schemas/zod' in web/src): zod/mini with English messages; classic zod slows every cold start (docs/performance.md).",
            },
          ],
        },
      ],
    },
  },
  // Tests read untyped JSON (CloudFormation templates, HTTP answers) and poke at values on purpose.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{functions,infra,web,test,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['{functions,infra,web/src,test,scripts}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: {
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['functions', 'web', 'infra', 'scripts', 'test'].map((side) => `./${side}/tsconfig.json`),
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
);
