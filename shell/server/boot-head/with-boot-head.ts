import type { BootHead } from './boot-head';

/**
 * The page with its boot head: the hints at the end of the head (the browser's preload scanner acts on
 * them while main.js is still on its way), the data at the end of the body (read by the shell's bootstrap,
 * which runs after the document is parsed).
 */
export function withBootHead(html: string, head: Pick<BootHead, 'links' | 'data'>): string {
  return html.replace('</head>', () => `${head.links}</head>`).replace('</body>', () => `${head.data}</body>`);
}
