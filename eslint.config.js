// The rules of the layout, checked: `npm run lint` (zero warnings allowed).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom. functions/ is one folder per capability (accounts, catalog, trade, lists, orders, receivables, quick-order, quotes, reviews,
 * admin, site) over platform/, which every module uses and which uses none. Inside a module:
 * handlers → domain → store/gateways → contract, never upward; a module may use the modules below it
 * in MODULES (the same layer or lower), never one above. Each module's routes.ts lists its functions;
 * functions/manifest.ts joins them. web/src: app → features → components/lib, a feature never
 * imports another feature; the web shares only the modules' contract/ folders with the server.
 */
const MODULES = ['platform', 'accounts', 'catalog', 'trade', 'lists', 'orders', 'receivables', 'quick-order', 'quotes', 'reviews', 'admin', 'site'];

const elements = [
  // First: test/infra/ is a test folder, not infra/ itself.
  { type: 'tests', pattern: 'test/**/*', partialMatch: false },
  { type: 'fn-routes', pattern: 'functions/*/routes.ts', mode: 'file', capture: ['module'] },
  { type: 'fn-handlers', pattern: 'functions/*/handlers', capture: ['module'] },
  { type: 'fn-domain', pattern: 'functions/*/domain', capture: ['module'] },
  { type: 'fn-store', pattern: 'functions/*/store', capture: ['module'] },
  { type: 'fn-gateways', pattern: 'functions/*/gateways', capture: ['module'] },
  { type: 'fn-contract', pattern: 'functions/*/contract', capture: ['module'] },
  { type: 'fn-platform', pattern: 'functions/platform' },
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

const FUNCTION_ELEMENTS = ['fn-routes', 'fn-handlers', 'fn-domain', 'fn-store', 'fn-gateways', 'fn-contract', 'fn-platform', 'fn-manifest'];

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

/** The layers one layer of a module may use, in its own module and in the modules below it. */
const LAYERS_BELOW = {
  'fn-routes': ['fn-store', 'fn-contract'],
  'fn-handlers': ['fn-handlers', 'fn-domain', 'fn-store', 'fn-gateways', 'fn-contract'],
  'fn-domain': ['fn-domain', 'fn-store', 'fn-gateways', 'fn-contract'],
  'fn-store': ['fn-store', 'fn-contract'],
  'fn-gateways': ['fn-gateways', 'fn-contract'],
  'fn-contract': ['fn-contract'],
};

const modulePolicies = Object.entries(LAYERS_BELOW).flatMap(([from, to]) =>
  MODULES.map((module, rank) => ({
    from: { element: { type: from, captured: { module } } },
    allow: {
      to: [
        ...(from === 'fn-handlers' ? [{ element: { type: 'fn-routes', captured: { module } } }] : []),
        ...MODULES.slice(0, rank + 1).flatMap((below) => to.map((type) => ({ element: { type, captured: { module: below } } }))),
        // platform/'s own files (the HTTP adapter, config, the DynamoDB client): not for contracts, which the web app loads.
        ...(from === 'fn-contract' ? [] : [{ element: { type: 'fn-platform' } }]),
      ],
    },
  })),
);

const policies = [
  ...modulePolicies,
  {
    from: { element: { type: 'fn-platform' } },
    allow: { to: [{ element: { type: 'fn-platform' } }, { element: { type: 'fn-contract', captured: { module: 'platform' } } }] },
  },
  may('fn-manifest', ['fn-routes', 'fn-platform']),
  may('infra-local', ['infra-local', 'infra-cdk', ...FUNCTION_ELEMENTS]),
  may('infra-cdk', ['infra-cdk', 'fn-platform', 'fn-manifest', 'fn-contract', 'fn-gateways']),
  may('web-main', ['web-app', 'web-lib']),
  may('web-app', ['web-app', 'web-feature', 'web-components', 'web-lib', 'web-test', 'fn-contract']),
  may('web-feature', ['web-components', 'web-lib', 'web-test', 'fn-contract']),
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  may('web-components', ['web-components', 'web-lib', 'fn-contract']),
  may('web-lib', ['web-lib', 'fn-contract']),
  may('web-test', ['web-test', 'web-app', 'web-feature', 'web-components', 'web-lib', 'fn-contract', 'fn-manifest']),
  may('tests', ['tests', ...FUNCTION_ELEMENTS, 'infra-local', 'infra-cdk', 'scripts']),
  may('scripts', ['scripts', ...FUNCTION_ELEMENTS, 'infra-local', 'infra-cdk']),
];

/** Dynamic import() in functions/ only inside the deferred loaders (docs/performance.md). */
const deferredImportRule = {
  selector: 'ImportExpression:not(CallExpression[callee.name=/^loaded(OnFirstUse|BesideFirstRead)$/] > ArrowFunctionExpression ImportExpression)',
  message: 'Import statically, or defer a module only some requests need with platform/beside-first-read.ts (docs/performance.md).',
};

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
      // `import { type A }` keeps the module as a side-effect import: a function's bundle would carry it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  // A function's code loads at init, all of it, except a module only some requests need, through
  // platform/beside-first-read.ts (loaded beside the first DynamoDB call or on first use; docs/performance.md).
  { files: ['functions/**/*.ts'], rules: { 'no-restricted-syntax': ['error', deferredImportRule] } },
  // A contract's schemas and other built values are shared by many functions, each of which uses a
  // few: built as a pure arrow call, one no bundle uses is dropped instead of built at every init.
  {
    files: ['functions/*/contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        deferredImportRule,
        ...['Program', 'Program > ExportNamedDeclaration'].map((parent) => ({
          selector: `${parent} > VariableDeclaration[kind='const'] > VariableDeclarator > :matches(CallExpression, NewExpression).init:not([callee.type='ArrowFunctionExpression'])`,
          message:
            "Build a contract's top-level value as /* @__PURE__ */ (() => ...)(): esbuild then leaves it out of the bundles that do not use it (functions/platform/contract/zod.ts).",
        })),
      ],
    },
  },
  // Classic zod builds heavier schemas and parses slower the first time, about 14 ms of every
  // function's cold start: functions/ and web/src/ use zod/mini, imported from functions/platform/contract/zod.ts;
  // english-messages.ts gives zod its English messages where input is validated (docs/performance.md).
  {
    files: ['functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['functions/platform/contract/zod.ts', 'functions/platform/contract/english-messages.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              message:
                "Import z from functions/platform/contract/zod.ts ('@functions/platform/contract/zod' in web/src): zod/mini, no side effect (English messages: english-messages.ts); classic zod slows every cold start (docs/performance.md).",
            },
            {
              regex: 'platform/table-definitions(\\.js)?$',
              message:
                'Read table and index names from platform/table-names.ts: the definitions are for the CDK stack and the local bootstrap, and would be in every bundle.',
            },
          ],
        },
      ],
    },
  },
  // Tests read untyped JSON (CloudFormation templates, HTTP answers) and poke at values on purpose.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Every test runs: a focused (.only) or skipped (.skip, .skipIf, .runIf, .todo) test left in a
  // commit makes the suite pass without running what it skips. Plain no-restricted-syntax, no plugin:
  // the rule is a few selectors, and nothing new to install or keep up.
  {
    files: ['test/**/*.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[object.name=/^(it|test|describe|suite|bench)$/][property.name=/^(only|skip|skipIf|runIf|todo)$/]',
          "MemberExpression[object.type='MemberExpression'][object.object.name=/^(it|test|describe|suite|bench)$/][property.name=/^(only|skip|skipIf|runIf|todo)$/]",
        ].map((selector) => ({ selector, message: 'Every test runs: no .only, .skip, .skipIf, .runIf or .todo in a commit.' })),
        {
          selector: 'CallExpression[callee.name=/^(fit|xit|xtest|fdescribe|xdescribe)$/]',
          message: 'Every test runs: no focused or skipped tests (fit, xit, xtest, fdescribe, xdescribe).',
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='skip'][arguments.length=0]",
          message: 'Every test runs: a test does not skip itself (context.skip()).',
        },
      ],
    },
  },
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
