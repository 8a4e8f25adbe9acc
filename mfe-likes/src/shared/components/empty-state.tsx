import type { ReactNode } from 'react';
import { Link } from '@dating/shared-kit';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
`;

// The 96 px illustration of DESIGN 3: the view's icon on an amber tint.
const Illustration = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryInk};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.lg};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  max-width: 36em;
  color: ${({ theme }) => theme.colors.muted};
`;

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  line: string;
  action: { label: string; to: string };
}

/** Nothing to show (yet): an illustration, a title, one line and one button to the next step. */
export function EmptyState({ icon, title, line, action }: EmptyStateProps) {
  return (
    <Box>
      <Illustration aria-hidden="true">{icon}</Illustration>
      <Title>{title}</Title>
      <Line>{line}</Line>
      <Button as={Link} to={action.to} variant="primary">
        {action.label}
      </Button>
    </Box>
  );
}
