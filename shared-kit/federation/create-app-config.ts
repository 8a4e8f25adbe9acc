import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies';

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
  /** Values baked into the bundle (`process.env.X` style keys). */
  define?: Record<string, string>;
}


/**
 * One rspack configuration for every app of the site, so the shell and the remotes compile, share and
 * emit `mf-manifest.json` the same way. Each app's own config only names its port and what it exposes.
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const outDir = process.env.OUT_DIR ? path.resolve(options.root, process.env.OUT_DIR) : path.join(options.root, 'dist');
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __BUILD_LABEL__: JSON.stringify(buildLabel),
        ...options.define,
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(options.root, 'src', 'index.html'),
        // The shell's HTML must not be cached by path; remotes' HTML is only their standalone dev page.
        minify: production,
      }),
      new ModuleFederationPlugin({
        name: options.name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedDependencies(),
        // A remote that is down must not blank the site (TOOLCHAIN.md: RUNTIME-003 with version-first).
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: true,
        dts: false,
      }),
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
