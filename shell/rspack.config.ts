import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createAppConfig } from '@dating/shared-kit/federation';
import { PwaHeadTagsPlugin } from './src/features/pwa/build/pwa-head-tags-plugin';
import { BootChunksPlugin } from './src/boot/build/boot-chunks-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8081';

// The shell consumes no remote at build time: remotes.json names them at run time.
const config = createAppConfig({
  name: 'shell',
  root,
  port: 8080,
  title: 'Datingsite',
  // Remotes built with federationRuntime 'use' (the landers) run on this runtime instead of their own.
  federationRuntime: 'provide',
  devServer: {
    proxy: [{ context: ['/api', '/media'], target: apiUrl, ws: true }],
    static: { directory: path.join(root, 'public'), publicPath: '/' },
  },
});

config.output = { ...config.output, publicPath: '/' };
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'public'), to: '.' }] }),
  new PwaHeadTagsPlugin(),
  new BootChunksPlugin({
    layouts: { default: './default-layout-parts' },
    // What the first render waits for: the kit's texts, the frame's, and the default layout's (load-shell-messages.ts).
    catalogueFolders: [
      'shared-kit/src/i18n/kit-messages',
      'shell/src/i18n',
      'shell/src/features/alerts/i18n',
      'shell/src/features/top-bar/i18n',
    ],
  }),
];

export default config;
