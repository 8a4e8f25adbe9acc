import styled from 'styled-components';
import { bottomStackPadding, tabBarStackSpace } from '@dating/shared-kit/ui';

// The page's outer frame and main landmark: the site layout and the page the server paints use the same.
export const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;

  /* On phones the fixed tab bar and a page's bottom bar would cover the end of the page: the kit's bottom
     stack says how tall they are, and the frame keeps that much room below the content. */
  &[data-tab-bar] {
    ${tabBarStackSpace}
  }
  ${bottomStackPadding}
`;

export const Main = styled.main`
  flex: 1;
  /* At least a screen tall, so the footer starts below the fold and content growing in does not move it
     on screen (layout shift). */
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* Focused only through the skip link; the page's heading is where the eye goes. */
  &:focus {
    outline: none;
  }
`;
