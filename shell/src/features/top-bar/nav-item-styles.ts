import { NavLink } from '@dating/shared-kit';
import styled from 'styled-components';

/**
 * A top-bar destination from 768 px: 44 px icon + label, no underline; the current page sits on a
 * primarySubtle pill (aria-current, which NavLink sets).
 */
export const NavItemLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;
