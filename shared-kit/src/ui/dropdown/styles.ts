import styled from 'styled-components';

export const DropdownRoot = styled.div`
  position: relative;
  display: inline-block;
`;

export const Menu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const MenuItem = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  background: transparent;
  border: 0;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.background};
    outline: none;
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
