// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import importRules from './eslint.imports.config.js';

const apps = ['shell', 'mfe-search', 'mfe-chat', 'mfe-likes', 'mfe-payments', 'mfe-signup', 'mfe-landers'];

/**
 * Message ids are string literals so the formatjs extractor and scripts/check-messages.ts see every id in use.
 * An id that comes from data (API code, route id, rule) goes through formatMessageById of shared-kit, where a
 * check covers every id the data can produce.
 */
const dynamicIdMessage =
  'Message ids must be string literals (formatjs extract and check-messages read them); for ids from data use formatMessageById of @dating/shared-kit.';
const dynamicMessageIds = [
  {
    selector:
      "CallExpression[callee.property.name='formatMessage'] > ObjectExpression.arguments:first-child > Property[key.name='id']:not([value.type='Literal'])",
    message: dynamicIdMessage,
  },
  { selector: "CallExpression[callee.property.name='formatMessage'] > CallExpression.arguments:first-child", message: dynamicIdMessage },
  {
    selector: "CallExpression[callee.name=/^defineMessages?$/] Property[key.name='id']:not([value.type='Literal'])",
    message: dynamicIdMessage,
  },
  {
    selector:
      "JSXOpeningElement[name.name='FormattedMessage'] > JSXAttribute[name.name='id'][value.type='JSXExpressionContainer']:not([value.expression.type='Literal'])",
    message: dynamicIdMessage,
  },
];

/**
 * The router and the store reach the apps only through the kit: the kit is one shared singleton, so they
 * exist once on the page without being shared themselves (shared-kit/federation/shared-dependencies.ts).
 */
const kitOnlyPackages = {
  paths: ['react-router-dom', 'react-router', '@reduxjs/toolkit', 'react-redux', 'reselect'],
  patterns: ['react-router-dom/*', 'react-router/*', '@reduxjs/toolkit/*', 'react-redux/*', 'reselect/*'],
  message:
    'Import the router and Redux Toolkit from @dating/shared-kit (shared-kit/src/index.ts lists the router API): a direct import would load a second router or store.',
};

/** Import zones of ARCHITECTURE.md: apps -> shared-kit only; shared-kit -> no app; api -> no front end. */
function boundariesFor(self) {
  const others = [...apps.filter((app) => app !== self), 'api'];
  const zones = (browserCode) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: others.flatMap((other) => [`@dating/${other}`, `@dating/${other}/*`, `**/${other}/src/**`]),
            message: 'Apps import only @dating/shared-kit; the shell loads remotes through federation (ARCHITECTURE.md).',
          },
          {
            group: ['@dating/shared-kit/src/*', '@dating/shared-kit/src/**'],
            message: 'Use the public entry points of @dating/shared-kit (package.json exports), not deep imports.',
          },
          ...(browserCode ? [{ group: kitOnlyPackages.patterns, message: kitOnlyPackages.message }] : []),
        ],
        paths: browserCode
          ? [
              ...kitOnlyPackages.paths.map((name) => ({ name, message: kitOnlyPackages.message })),
              {
                // The shell's page does not provide this entry: a remote importing it would load its own kit copy.
                name: '@dating/shared-kit/routing',
                message: 'In app code import the route contract from @dating/shared-kit; /routing is for servers and build scripts.',
              },
              {
                name: '@dating/shared-kit/locales',
                message: 'In app code import the locale helpers from @dating/shared-kit; /locales is for servers.',
              },
            ]
          : [
              {
                name: 'react-redux',
                importNames: ['useDispatch', 'useSelector'],
                message: 'Use useAppDispatch / useAppSelector from @dating/shared-kit.',
              },
            ],
      },
    ],
  });
  return [
    // The app's code (src): what runs in the page.
    { files: [`${self}/src/**/*.{ts,tsx}`], rules: zones(true) },
    // Its build configs and servers (Node), which may use the router on their own (the gateway matches paths).
    { files: [`${self}/**/*.{ts,tsx}`], ignores: [`${self}/src/**`], rules: zones(false) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.prepaint/**',
      '**/@mf-types/**',
      'data/**',
      'cdn/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // An interface that only extends one other is how a module augmentation merges a type (the theme).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-offset': 'error',
      'no-restricted-syntax': ['error', ...dynamicMessageIds],
    },
  },

  {
    // Static pages are catalogues: the section ids are found in the loaded catalogue (page-sections.ts), not
    // in the source, and their texts take rich values (mail and phone links) that formatMessageById cannot.
    files: ['shell/src/features/static-pages/static-page.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...apps.flatMap(boundariesFor),
  {
    files: ['shared-kit/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((app) => [`@dating/${app}`, `@dating/${app}/*`, `**/${app}/src/**`]),
              message: 'shared-kit is shared by every app and may import none of them (ARCHITECTURE.md).',
            },
            {
              // The API's contracts are the one source of the response types; only their types may come in,
              // and the values of contracts/vocabulary (plain lists with no imports, so nothing else comes along).
              regex: '^@dating/api(?!/contracts/vocabulary/)(/|$)',
              allowTypeImports: true,
              message: 'shared-kit may only import types from the API contracts (values only from contracts/vocabulary).',
            },
            {
              group: ['**/api/src/**'],
              allowTypeImports: true,
              message: 'shared-kit may only import types from the API contracts (values only from contracts/vocabulary).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...apps, 'shared-kit'].flatMap((app) => [`@dating/${app}`, `@dating/${app}/*`, `**/${app}/src/**`]),
              message: 'The API depends on nothing of the front end (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  ...(await import('./api/eslint.house.js')).default,
  ...importRules,
);
