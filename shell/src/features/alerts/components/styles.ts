import styled from 'styled-components';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: ${({ theme }) => theme.space.sm} auto 0;
  padding: 0 ${({ theme }) => theme.space.md};

  &:empty {
    display: none;
  }
`;
