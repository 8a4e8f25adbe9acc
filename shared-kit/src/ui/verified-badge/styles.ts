import styled from 'styled-components';

export const VerifiedRoot = styled.span<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  padding: ${({ $compact, theme }) => ($compact ? '0.1em' : `0 ${theme.space.xs}`)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  border-radius: ${({ theme }) => theme.radii.pill};
  white-space: nowrap;
  vertical-align: middle;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;
