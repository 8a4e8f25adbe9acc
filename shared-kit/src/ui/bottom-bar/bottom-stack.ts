import { css } from 'styled-components';
import { down } from '../../theme/media';
import { bottomTabBarHeight } from '../bottom-tab-bar/styles';

/**
 * The stack of fixed bars at the bottom of a phone screen, owned here so no page positions a bar of its own.
 * From the bottom up: the on-screen keyboard (when open), the tab bar (where the layout shows it), and one
 * page bar (the pay bar, a profile's actions, the chat composer). Their heights live in CSS variables on
 * the page frame and the document root, so every bar and the page's padding read the same numbers.
 */
export const bottomStackVars = {
  /** Room the tab bar takes on this page: its height plus the safe area, or 0 where it is not shown. */
  tabBar: '--kit-tab-bar-space',
  /** The safe area a page bar still has to leave free itself (0 when the tab bar already covers it). */
  barSafeArea: '--kit-bar-safe-area',
  /** Height of the page bar shown now, measured; 0 without one. */
  pageBar: '--kit-page-bar-space',
  /** How much of the layout viewport the on-screen keyboard covers; 0 when it is closed. */
  keyboard: '--kit-keyboard-inset',
} as const;

const safeArea = 'env(safe-area-inset-bottom, 0px)';

/**
 * For the page frame of a layout that shows the tab bar on phones: tells every bar above it where the tab
 * bar ends. Below `md` only, as the tab bar itself.
 */
export const tabBarStackSpace = css`
  ${down('md')} {
    ${bottomStackVars.tabBar}: calc(${bottomTabBarHeight}px + ${safeArea});
    ${bottomStackVars.barSafeArea}: 0px;
  }
`;

/** Where a page bar's bottom edge sits: on the tab bar, or on the keyboard when that is higher. */
export const pageBarBottom = `max(var(${bottomStackVars.tabBar}, 0px), var(${bottomStackVars.keyboard}, 0px))`;

/** Padding for the page frame, so the end of the content is never under the tab bar or a page bar. */
export const bottomStackPadding = css`
  padding-bottom: calc(var(${bottomStackVars.tabBar}, 0px) + var(${bottomStackVars.pageBar}, 0px));
`;

/** The safe area a page bar pads itself with: none above the tab bar, the phone's inset where it is lowest. */
export const pageBarSafeArea = `var(${bottomStackVars.barSafeArea}, ${safeArea})`;
