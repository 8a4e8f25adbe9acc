import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';

/** The head tags that make the page installable: the manifest and the home-screen icon for iOS. */
export const pwaHeadTags = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/icon-180.png" />',
].join('');

/**
 * Adds the web app manifest links to the shell's HTML page. A plugin of the shell's own build, because
 * the page template is shared with the remotes' standalone pages, which are not installable.
 */
export class PwaHeadTagsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PwaHeadTagsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('PwaHeadTagsPlugin', async (data) => {
        data.html = data.html.replace('</head>', `${pwaHeadTags}</head>`);
        return data;
      });
    });
  }
}
