import styled, { css } from 'styled-components';

/** The column both steps (the mandate, the SMS code) lay their fields in. */
export const stepColumn = css`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 440px;
`;

/** "Step 1 of 2" above each step; a long word in a narrow phone's language wraps instead of overflowing. */
export const StepHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.lg};
  overflow-wrap: break-word;
  hyphens: auto;
`;
