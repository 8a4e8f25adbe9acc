import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { kitMessages } from '@dating/shared-kit/ui';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 1000;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* Off screen until a keyboard user tabs to it, the first stop on every page. */
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** "Skip to content": the first tab stop, jumping over the top bar and banners to the main landmark. */
export function SkipLink({ target }: { target: string }) {
  const intl = useIntl();
  return <Link href={`#${target}`}>{intl.formatMessage(kitMessages.pageSkipToContent)}</Link>;
}
