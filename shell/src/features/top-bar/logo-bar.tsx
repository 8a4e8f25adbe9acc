import styled from 'styled-components';
import { LogoLink } from './logo-link';

const Bar = styled.header`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The lander layout's header: the logo and nothing that leads away from the lander. */
export function LogoBar() {
  return (
    <Bar>
      <LogoLink />
    </Bar>
  );
}
