import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onPageAnnounced, requestRouteFocus, useLocation } from '@dating/shared-kit';
import { VisuallyHidden } from '@dating/shared-kit/ui';

/**
 * After a navigation (not the first load) asks the next page to take focus on its heading, and reads the
 * new page's title out through a polite live region, as a full page load would for a screen reader.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [message, setMessage] = useState('');
  useEffect(() => onPageAnnounced(setMessage), []);
  // A layout effect runs before any page's passive effects, so the request is there when the page mounts.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    requestRouteFocus();
  }, [pathname]);
  return (
    // A bare polite live region, not role="status": pages keep their own status messages, and those stay
    // the only status on the page.
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </VisuallyHidden>
  );
}
