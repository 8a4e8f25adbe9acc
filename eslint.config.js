// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-search', 'mfe-chat', 'mfe-likes', 'mfe-payments', 'mfe-signup', 'mfe-landers'];

/** Import zones of ARCHITECTURE.md: apps -> shared-kit only; shared-kit -> no app; api -> no front end. */
function boundariesFor(self) {
  const others = [...apps.filter((app) => app !== self), 'api'];
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
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
          ],
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from @dating/shared-kit.' },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/@mf-types/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
  ...apps.map(boundariesFor),
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
              // The API's contracts are the one source of the response types; only their types may come in.
              group: ['@dating/api', '@dating/api/*', '**/api/src/**'],
              allowTypeImports: true,
              message: 'shared-kit may only import types from the API contracts.',
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
);
