import { css } from 'styled-components';

// Clip rather than display:none so screen readers still read it (the kit's VisuallyHidden does the same).
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
