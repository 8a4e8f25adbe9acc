// Server-only (Node): rendering a page to HTML for the prepaint. Never imported by a browser bundle.
export { renderPrepaint } from './render-prepaint';
export type { PrepaintContext, PrepaintHtml } from './render-prepaint';
export { renderRoutePrepaint } from './render-route-prepaint';
