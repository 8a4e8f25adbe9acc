import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { threadMessages } from '../messages';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.3; }
  40% { opacity: 1; }
`;

const Dots = styled.div`
  display: inline-flex;
  gap: 4px;
  margin-top: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surface};
  span {
    width: 6px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.muted};
    animation: ${blink} 1.2s infinite;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
`;

/** Three dots in a bubble while the other member types. */
export function TypingBubble({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <Dots role="img" aria-label={intl.formatMessage(threadMessages.typingBubble, { name })}>
      <span />
      <span />
      <span />
    </Dots>
  );
}
