import styled from 'styled-components';

/** The narrow single-column form of every account screen. */
export const AccountForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
`;

export const AccountLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

export const Narrow = styled.div`
  max-width: 560px;
`;
