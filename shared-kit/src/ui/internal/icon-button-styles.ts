import { css } from 'styled-components';

/** A square of `size` that centres the one icon it holds: the kit's icon-only buttons (close, remove, pick a photo). */
export const iconSquare = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${size};
  height: ${size};
`;

/** A button without a button's own look: no padding, border or background, only the icon it holds. */
export const bareButton = css`
  padding: 0;
  background: transparent;
  border: 0;
  cursor: pointer;
`;
