import styled from 'styled-components';

/** The band an active discount is announced in (its percentage and countdown): the credit shop and sign-up's premium offer. */
export const DiscountBand = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryInk};
  border-radius: ${({ theme }) => theme.radii.md};
`;
