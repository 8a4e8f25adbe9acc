import { css } from 'styled-components';
import { tabularNumbers } from '@dating/shared-kit/theme';

/** The pill of the top bar's chips (the balance, the boost countdown): a link holding an icon and a number. */
export const chipLinkCss = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${tabularNumbers}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;
