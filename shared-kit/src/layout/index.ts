// The kit's layout concern: the page frame and moving focus to a new page's heading.
export { PageFrame } from './page-frame';
export type { PageFrameProps } from './page-frame';
export { requestRouteFocus, onPageAnnounced, focusPageHeading } from './route-focus';
