import { PREPAINT_PUBLIC_PATH_TOKEN } from './prepaint-constants';

export interface PaintedPage {
  styles: string;
  html: string;
  /**
   * The copy stays live until the app takes over, a member's page too: its links work without scripts, and
   * a tap on another control is replayed on the app's (shell src/features/prepaint/painted-taps.ts).
   */
  locale: string;
}

/** The live app's hooks (tests, analytics, the bench's first-render mark); the painted copy must not answer them. */
const appHooks = /\sdata-(app|route-id|lander|preset|variant|hero|cta|build)=/g;
/** Attributes that name an element by id: the app renders the same ids (React's useId) beside the copy. */
const idReferences = /\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/**
 * The painted page as a stand-in: the same look, but its ids and the app's hook attributes are renamed,
 * so ids stay unique while both are in the document and only the live app answers its hooks.
 */
export function asStandIn(html: string): string {
  return html.replace(appHooks, ' data-painted-$1=').replace(
    idReferences,
    (_all, name: string, ids: string) =>
      ` ${name}="${ids
        .split(/\s+/)
        .map((id) => `painted-${id}`)
        .join(' ')}"`,
  );
}

/**
 * The app's page with a painted page inserted: its styles in the head, its markup in `#prepaint` before
 * `#root` (the app renders beside it, hidden, and removes it when its own page is ready). Resource hints
 * React put at the start of the markup (the hero picture's preload) move to the head, where the browser
 * acts on them first.
 */
export function composePage(template: string, painted: PaintedPage): string {
  const hints: string[] = [];
  const body = asStandIn(painted.html).replace(/^(?:<link [^>]*\/?>)+/, (links) => {
    hints.push(links);
    return '';
  });
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${painted.locale}"`)
    .replace('</head>', `${hints.join('')}${painted.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="prepaint">${body}</div><div id="root"></div>`);
}

/** Points a remote's painted picture URLs at where the registry says the remote is served. */
export function withPublicPath(html: string, base: string): string {
  return html.split(PREPAINT_PUBLIC_PATH_TOKEN).join(base.replace(/\/$/, ''));
}
