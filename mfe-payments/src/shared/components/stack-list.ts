import styled from 'styled-components';

/** A list with no bullets or indent whose items stack with a small gap; extend it for cards or a wider gap. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
