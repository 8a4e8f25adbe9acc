import styled from 'styled-components';
import { bottomTabBarHeight } from '@dating/shared-kit/ui';
import { down } from '@dating/shared-kit/theme';

// The page's outer frame and main landmark: the site layout and the page the server paints use the same.
export const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;

  /* On phones the fixed tab bar would cover the end of the page: reserve its height plus the safe area. */
  &[data-tab-bar] {
    ${down('md')} {
      padding-bottom: calc(${bottomTabBarHeight}px + env(safe-area-inset-bottom, 0px));
    }
  }
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
