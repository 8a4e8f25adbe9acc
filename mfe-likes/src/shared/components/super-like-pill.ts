import { css } from 'styled-components';

/** The look of every "super like" mark on a photo: a white-on-blue pill with a star and bold text. */
export const superLikePill = css`
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.info};
  color: #fff;
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;
