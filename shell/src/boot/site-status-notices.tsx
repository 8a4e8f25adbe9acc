import styled from 'styled-components';
import { ApiUnavailableNotice } from './api-unavailable-notice';
import { RegistryFallbackNotice } from './registry-fallback-notice';

const Notices = styled.div`
  &:empty {
    display: none;
  }
`;

/** What the site says about its own health, above the page: the API unreachable, the registry fallen back. */
export function SiteStatusNotices() {
  return (
    <Notices>
      <ApiUnavailableNotice />
      <RegistryFallbackNotice />
    </Notices>
  );
}
