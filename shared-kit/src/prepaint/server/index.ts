// Server-only (Node): rendering a page to HTML for the prepaint. Never imported by a browser bundle.
export { PREPAINT_ALL_WIDTHS_ATTRIBUTE, pageAnswer, paintedBelowWidth, renderPrepaint } from './render-prepaint';
export type { PrepaintContext, PrepaintHtml, PrepaintSeed } from './render-prepaint';
export { renderRoutePrepaint } from './render-route-prepaint';
export { memberProfileReceived, memberSearchReceived } from './member-seeds';
