import styled from 'styled-components';

/**
 * The look of a running discount ("−25% · 03:12:09"): a tinted strip of text and countdown that wraps on a
 * narrow phone. The credit shop and the sign-up's Premium card put their own texts in it.
 */
export const DiscountStripFrame = styled.p`
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
