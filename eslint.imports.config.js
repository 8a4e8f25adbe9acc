// @ts-check
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Import rules between files: feature zones inside each app, and no import cycles anywhere.
 * eslint.config.js keeps the zones between packages (apps -> shared-kit only).
 */

const apps = ['shell', 'mfe-search', 'mfe-chat', 'mfe-likes', 'mfe-payments', 'mfe-signup', 'mfe-landers'];

/** The feature folders of an app, read from disk so a new feature is zoned without touching this file. */
function featuresOf(app) {
  return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * As bulletproof-react: a feature imports its own folder, the app's shared code (`shared/`, `lib/`, ...) and the
 * kit, never a sibling feature; what two features need goes to the app's `shared/` (or the kit when apps share it).
 * Shared code imports no feature, so the features stay independent leaves composed at the app's top
 * (routes, exposes, layouts).
 */
function featureZones(app) {
  const features = `./${app}/src/features`;
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: `A feature imports only its own folder and the app's shared code: move what ${app} features share to ${app}/src/shared.`,
    })),
    {
      target: `./${app}/src/shared`,
      from: features,
      message: 'Shared code is imported by features, never the other way round.',
    },
  ];
}

export default [
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rules read to follow imports (default: JavaScript only), and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative imports only matter here (packages are zoned in eslint.config.js); the API writes `.ts` in its paths.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] }),
      ],
    },
    rules: {
      // A cycle makes load order matter (undefined at import time) and tangles what should be layers.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['{shell,mfe-*}/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apps.flatMap(featureZones) }] },
  },
];
