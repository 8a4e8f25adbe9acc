import styled from 'styled-components';

/** A list without bullets, indent or margins: the rows and chips style themselves. Use `as="ol"` where order matters. */
export const BareList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
