import type { DefaultTheme } from 'styled-components';

/** The theme tokens the chat's surfaces use (DESIGN section 4 "Chat"), named by what they colour. */
export const chatColors = {
  ownBubble: (theme: DefaultTheme) => theme.colors.bubbleOwn,
  onOwnBubble: (theme: DefaultTheme) => theme.colors.text,
  selectedRow: (theme: DefaultTheme) => theme.colors.primarySubtle,
  unread: (theme: DefaultTheme) => theme.colors.unread,
  onUnread: (theme: DefaultTheme) => theme.colors.onSecondary,
  placeholder: (theme: DefaultTheme) => theme.colors.skeleton,
  tint: (theme: DefaultTheme) => theme.colors.primarySubtle,
  fieldBorder: (theme: DefaultTheme) => theme.colors.inputBorder,
};

/** Bubble corners (DESIGN: radius 18, 6 px on the sender's side inside a run). */
export const bubbleRadius = { full: (theme: DefaultTheme) => theme.radii.bubble, tight: '6px' };
