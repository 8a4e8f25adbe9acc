import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration } from '@rspack/core';
import { compiledCatalogueRule } from './messages/catalogue-rule';
import { typeScriptRule } from './typescript-rule';

/** Stands for where the app's files are served from; the server that inserts a painted page replaces it. */
export const PREPAINT_PUBLIC_PATH = '__PREPAINT_PUBLIC_PATH__/';

export interface PrepaintConfigOptions {
  /** Absolute folder of the app. */
  root: string;
  /** The module that exports the app's prepaint renderer. */
  entry: string;
  /** Build label, as the client build of the same app has it. */
  buildLabel?: string;
  /** The bundle's file (default: `prepaintBundlePath(root)`). */
  outFile?: string;
}

/** Where an app's prepaint renderer is built: beside the app, never in the folder its static server serves. */
export function prepaintBundlePath(root: string): string {
  return path.join(root, '.prepaint', 'render.cjs');
}

/**
 * The app's own pages compiled for Node, so the same components that render in the browser render the HTML
 * the server paints before any script runs (styled-components collects their styles). One self-contained
 * file; pictures are not copied again (the client build ships them) but named by the same content hash.
 */
export function createPrepaintConfig(options: PrepaintConfigOptions): Configuration {
  const output = options.outFile ?? prepaintBundlePath(options.root);
  return {
    mode: 'production',
    target: 'node20',
    context: options.root,
    entry: { render: options.entry },
    devtool: false,
    output: {
      path: path.dirname(output),
      filename: path.basename(output),
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      publicPath: PREPAINT_PUBLIC_PATH,
      // The folder may be inside the client build's output, which must survive this build.
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        typeScriptRule({ target: 'es2022', development: false }),
        compiledCatalogueRule,
        // The same names as the client build's files ([hash][ext]), so painted <img> URLs hit the files it serves.
        { test: /\.(webp|avif|png|jpe?g|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __BUILD_LABEL__: JSON.stringify(options.buildLabel ?? process.env.BUILD_LABEL ?? 'prepaint'),
      }),
      // One file: the renderer is loaded once by a build script or the gateway, never split.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export interface RemotePrepaintConfigOptions {
  /** Absolute folder of the remote. */
  root: string;
  /** Federation name, for the build label (`mfe-search@prod`). */
  name: string;
  /** The module that exports the remote's renderer. */
  entry: string;
}

/**
 * A remote's renderer, written beside its client build (`<dist or OUT_DIR>/prepaint/render.cjs`) so it is
 * served with that build and the gateway fetches it from where the registry points: a swapped or variant
 * build paints its own pages.
 */
export function createRemotePrepaintConfig(options: RemotePrepaintConfigOptions): Configuration {
  const outDir = process.env.OUT_DIR ? path.resolve(options.root, process.env.OUT_DIR) : path.join(options.root, 'dist');
  return createPrepaintConfig({
    root: options.root,
    entry: options.entry,
    outFile: path.join(outDir, 'prepaint', 'render.cjs'),
    buildLabel: process.env.BUILD_LABEL ?? `${options.name}@prod`,
  });
}
