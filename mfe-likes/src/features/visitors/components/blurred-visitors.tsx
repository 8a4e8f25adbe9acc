import { useIntl } from 'react-intl';
import { CrownIcon, Link, UserIcon } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { CardGrid } from '../../../shared/components/card-grid';
import { visitorsMessages } from '../messages';
import { BlurredTile, Unlock } from './visitors-styles';

/**
 * A free member's visitors: as many blurred tiles as the API counted for the page, and the way to premium.
 * The answer holds no visitor at all, so there is nothing here to unblur with the browser's tools.
 */
export function BlurredVisitors({ tiles }: { tiles: number }) {
  const intl = useIntl();
  return (
    <>
      <CardGrid as="div" role="img" aria-label={intl.formatMessage(visitorsMessages.lockedTiles)} data-testid="visitors-blurred">
        {Array.from({ length: tiles }, (_, index) => (
          <BlurredTile key={index} aria-hidden="true" data-testid="visitor-blurred">
            <UserIcon size={96} />
          </BlurredTile>
        ))}
      </CardGrid>
      <Unlock>
        <h2>{intl.formatMessage(visitorsMessages.lockedTitle)}</h2>
        <p>{intl.formatMessage(visitorsMessages.lockedLine)}</p>
        <Button as={Link} to="/premium" variant="primary" icon={<CrownIcon size={20} />}>
          {intl.formatMessage(visitorsMessages.getPremium)}
        </Button>
      </Unlock>
    </>
  );
}
