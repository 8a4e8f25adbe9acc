import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies';
import { PrecompressPlugin } from './precompress-plugin';
import { KEPT_INIT_CONTAINER_ENTRY, keptInitContainerEntryFile } from './runtime/bundler-runtime-alias';
import { esmFederationRuntimePlugins } from './runtime/esm-federation-runtime';
import { compiledCatalogueRule } from './messages/catalogue-rule';
import { typeScriptRule } from './typescript-rule';

export interface AppConfigOptions {
  /** Federation name, also the folder name (`mfe-chat`, `shell`). */
  name: string;
  /** Absolute folder of the app. */
  root: string;
  /** Dev server port of the app. */
  port: number;
  /** What the app exposes to the shell (remotes only). */
  exposes?: Record<string, string>;
  /** Runtime plugins of the federation instance (the shell's error and retry plugins). */
  runtimePlugins?: string[];
  /** Extra dev server settings (the shell proxies /api to the API server). */
  devServer?: Configuration['devServer'];
  /** Title of the HTML page before the app sets its own (defaults to the app name). */
  title?: string;
  /**
   * Federation runtime sharing: the shell provides its runtime to remotes (`provide`), a remote uses the
   * host's instead of bundling its own (`use`, production builds only: the standalone dev page needs its own).
   * Default: `use` for a remote (it exposes something), none for the shell.
   */
  federationRuntime?: 'provide' | 'use';
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The build settings of each side of the shared federation runtime. `provide` (the shell): its runtime core
 * and bundler runtime are handed to the remotes. `use` (a remote's production build): the runtime core is the
 * shell's global and the bundler runtime is replaced by host-bundler-runtime.ts, so the remote entry carries
 * neither, nor the SDK they bring (TOOLCHAIN.md: 34.5 → 16.7 KB gzip for the core alone).
 */
interface FederationRuntimeSettings {
  experiments: { provideExternalRuntime: true; optimization: { target: 'web' } } | { externalRuntime: true } | undefined;
  runtimePlugins: string[];
  plugins: RspackPluginInstance[];
  alias: Record<string, string>;
}

function federationRuntimeSettings(mode: 'provide' | 'use' | undefined, runtimePlugins: string[] = []): FederationRuntimeSettings {
  if (mode === 'provide') {
    return {
      // target 'web': the runtime leaves out its Node script loader (the shell runs only in browsers).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      runtimePlugins: [...runtimePlugins, path.join(here, 'runtime', 'provide-bundler-runtime-plugin.ts')],
      plugins: esmFederationRuntimePlugins(),
      alias: {},
    };
  }
  if (mode === 'use') {
    return {
      experiments: { externalRuntime: true },
      runtimePlugins,
      plugins: [
        new rspack.NormalModuleReplacementPlugin(
          /[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
          path.join(here, 'runtime', 'host-bundler-runtime.ts'),
        ),
      ],
      alias: { [`${KEPT_INIT_CONTAINER_ENTRY}$`]: keptInitContainerEntryFile() },
    };
  }
  return { experiments: undefined, runtimePlugins, plugins: [], alias: {} };
}

const pageTemplate = (title: string) => `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#ffc107" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <style>
      /* A page the server painted (#prepaint) shows until the app's own is ready: the app renders hidden. */
      #prepaint ~ #root { position: absolute; top: 0; left: 0; width: 100%; visibility: hidden; }
    </style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * One rspack configuration for every app of the site, so the shell and the remotes compile, share and
 * emit `mf-manifest.json` the same way. Each app's own config only names its port and what it exposes.
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const outDir = process.env.OUT_DIR ? path.resolve(options.root, process.env.OUT_DIR) : path.join(options.root, 'dist');
  // Remotes run on the shell's federation runtime by default (about 18 KB gzip less per remote on a page).
  const federationRuntime = options.federationRuntime ?? (options.exposes ? 'use' : undefined);
  // The standalone dev page of a remote has no shell to borrow a runtime from.
  const onShellPage = federationRuntime === 'use' && production;
  const runtime = federationRuntimeSettings(
    federationRuntime === 'use' && !production ? undefined : federationRuntime,
    options.runtimePlugins,
  );
  const buildLabel = process.env.BUILD_LABEL ?? `${options.name}@${production ? 'prod' : 'dev'}`;
  return {
    mode: production ? 'production' : 'development',
    context: options.root,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // 'auto' lets each app's chunks load from wherever its manifest is served, not from the shell's origin.
      publicPath: 'auto',
      uniqueName: options.name.replace(/-/g, '_'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: runtime.alias },
    module: {
      rules: [
        // swc's default is ES5, which wraps every spread, for-of and class in helpers; the dependencies
        // (react-router 7, RTK 2) already ship ES2020 syntax, so ES2020 drops no browser the site runs on.
        typeScriptRule({ target: 'es2020', development: !production }),
        compiledCatalogueRule,
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __BUILD_LABEL__: JSON.stringify(buildLabel),
      }),
      // The shell's page, or a remote's standalone dev page: the same document with the app's title.
      new rspack.HtmlRspackPlugin({
        templateContent: pageTemplate(options.title ?? options.name),
        minify: production,
      }),
      new ModuleFederationPlugin({
        name: options.name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        // A remote that only runs on the shell's page takes the singletons the shell always has from it.
        shared: sharedDependencies(options.root, { fromShell: onShellPage }),
        // A remote that is down must not blank the site (TOOLCHAIN.md: RUNTIME-003 with version-first).
        shareStrategy: 'loaded-first',
        runtimePlugins: runtime.runtimePlugins,
        manifest: true,
        dts: false,
        experiments: runtime.experiments,
      }),
      ...runtime.plugins,
      // Brotli and gzip copies of every text asset, served as they are by the static servers (no request pays
      // for compression). Development serves from memory, uncompressed.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: options.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      ...options.devServer,
    },
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
