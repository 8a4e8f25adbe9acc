import styled from 'styled-components';

export const TabList = styled.div`
  display: flex;
  /* Wrapped, not scrolled: on a 320 px phone in the longest locale every tab stays visible. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  background: transparent;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const TabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;
