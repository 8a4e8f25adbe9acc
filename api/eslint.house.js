// @ts-check
/**
 * The API does each thing one way (api/README.md "Conventions"); these rules keep it so. Paths are relative
 * to the repository root (this file is spread into eslint.config.js).
 *
 * - SQL runs only in src/repositories/ (and the database layer, the seed tool and tests).
 * - Repositories run in the transaction their caller (a service) opened; they open none themselves.
 * - Every write of the credit ledger and the balance is in src/repositories/credits.ts.
 * - Routes check a login only through requireMember (plugins/require-member.ts), never with their own 403.
 * - Settings come from the environment only through src/config.ts, which checks them at start. (The database
 *   layer, src/db/, still reads its pool settings itself.)
 */
const TESTS = ['**/*.test.ts', '**/test-*.ts', '**/test-support.ts', 'api/src/test/**', 'api/src/faults/**'];
// The database layer, the seed (a batch tool writing demo data) and the repositories may run SQL.
const SQL_HOMES = ['api/src/db/**', 'api/src/seed/**', 'api/src/repositories/**'];

const sql = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
  message: 'SQL runs only in api/src/repositories/: add a function there and call it.',
};
const transaction = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
  message: 'Services open transactions and pass the handle down; repositories and routes open none.',
};
const LEDGER_WRITE = String.raw`/(insert\s+into|update|delete\s+from)\s+credit_ledger|credits\s*=\s*credits/i`;
const ledgerWrites = ['TemplateElement[value.raw=', 'Literal[value='].map((node) => ({
  selector: `${node}${LEDGER_WRITE}]`,
  message: 'Every write of the credit ledger and the balance is in api/src/repositories/credits.ts.',
}));
const ownLogin = {
  selector: "Literal[value='authentication_required']",
  message: 'Check the login with requireMember / requireMemberUnless / loginRequired (plugins/require-member.ts).',
};

export default [
  {
    files: ['api/src/**/*.ts'],
    ignores: [...TESTS, 'api/src/config.ts', 'api/src/db/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through api/src/config.ts (readConfig / readAppSettings), which checks them at start.',
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: [...TESTS, ...SQL_HOMES, 'api/src/routes/**'],
    rules: { 'no-restricted-syntax': ['error', sql] },
  },
  {
    files: ['api/src/routes/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', sql, transaction, ownLogin] },
  },
  {
    files: ['api/src/repositories/**/*.ts'],
    ignores: [...TESTS, 'api/src/repositories/credits.ts'],
    rules: { 'no-restricted-syntax': ['error', transaction, ...ledgerWrites] },
  },
  {
    files: ['api/src/repositories/credits.ts'],
    rules: { 'no-restricted-syntax': ['error', transaction] },
  },
];
