import type { DefaultTheme } from 'styled-components';

/**
 * The theme tokens the chat's surfaces use, in one place: the design pass adds dedicated tokens (own
 * bubble, selection tint, skeleton), and only this file changes when they land.
 */
export const chatColors = {
  ownBubble: (theme: DefaultTheme) => theme.colors.primary,
  onOwnBubble: (theme: DefaultTheme) => theme.colors.onPrimary,
  selectedRow: (theme: DefaultTheme) => theme.colors.background,
  unread: (theme: DefaultTheme) => theme.colors.unread,
  onUnread: (theme: DefaultTheme) => theme.colors.onSecondary,
  placeholder: (theme: DefaultTheme) => theme.colors.border,
  tint: (theme: DefaultTheme) => theme.colors.background,
};

/** Bubble corner radius (DESIGN: 18 px; 6 px on the sender's side inside a run). */
export const bubbleRadius = { full: '18px', tight: '6px' };
