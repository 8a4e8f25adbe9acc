import { createGlobalStyle } from 'styled-components';
import { PREPAINT_ALL_WIDTHS_ATTRIBUTE } from '@dating/shared-kit/prepaint-server';
import { paintedEntryWarningAttribute } from '../shared/entry-warning/entry-warning-cookie';
import { EntryWarningDialog } from '../features/alerts/entry-warning/entry-warning-dialog';

// As the app's dialog locks the page's scroll, so does the painted one, for as long as it is there (the
// scrollbar then does not come and go under the visitor when the app's dialog takes over).
const LockScroll = createGlobalStyle`
  body:has([${paintedEntryWarningAttribute}]) {
    overflow: hidden;
  }
`;

// The painted button is confirmed by the page's first script (painted-taps.ts), before the app is there.
const confirmedByThePage = () => undefined;

/**
 * The 18+ entry warning in the server's painted page (a visitor's member page): the app's dialog markup,
 * in place over the painted page, so the warning is the first thing a first visit paints and the page
 * behind it is covered until the visitor confirms.
 */
export function PaintedEntryWarning({ siteName }: { siteName: string }) {
  return (
    // Over any page at every width: also where the painted page itself is skipped (wide screens).
    <div {...{ [paintedEntryWarningAttribute]: '', [PREPAINT_ALL_WIDTHS_ATTRIBUTE]: '' }}>
      <LockScroll />
      <EntryWarningDialog open inPlace siteName={siteName} onConfirm={confirmedByThePage} />
    </div>
  );
}
