import styled from 'styled-components';

/** Holds a screen's height while a page's chunk arrives, so the footer never jumps up and back. */
export const ChunkPlaceholder = styled.div`
  min-height: 100vh;
`;
