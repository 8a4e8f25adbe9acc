import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { TopBar } from '../features/top-bar/top-bar';
import { LogoBar } from '../features/top-bar/logo-bar';
import { SiteFooter } from '../features/footer/site-footer';
import { useRouteHandle } from './use-route-handle';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/**
 * The four layouts of spec section 2, chosen by the matched route: default (top bar, banners, footer),
 * chat (content only), lander (logo bar and footer) and empty (content only).
 */
export function SiteLayout() {
  const { layout } = useRouteHandle();
  return (
    <Shell data-layout={layout}>
      {layout === 'default' && <TopBar />}
      {layout === 'lander' && <LogoBar />}
      <Main id="main-content">
        <Outlet />
      </Main>
      {(layout === 'default' || layout === 'lander') && <SiteFooter />}
    </Shell>
  );
}
