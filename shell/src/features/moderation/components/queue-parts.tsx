import styled from 'styled-components';

/** Layout pieces shared by both queues. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const NoteField = styled.input`
  min-width: 12rem;
  flex: 1;
  padding: ${({ theme }) => theme.space.sm};
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Picture = styled.img`
  max-width: min(100%, 360px);
  max-height: 360px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
`;
