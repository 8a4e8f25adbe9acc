import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@dating/shared-kit';
import { landerMessages } from '../messages';
import { isKnownLander } from '../lander-kinds';

/** A lander of the /landers family; growth teams fill each kind with its own layout. */
export function LanderPage({ kind, routeId }: { kind?: string; routeId: string }) {
  const intl = useIntl();
  const params = useParams();
  const lander = kind ?? params.lander ?? '';
  const known = isKnownLander(lander);
  return (
    <PageFrame
      app="mfe-landers"
      routeId={routeId}
      build={__BUILD_LABEL__}
      title={intl.formatMessage(known ? landerMessages.title : landerMessages.unknownTitle)}
    >
      <p data-lander={known ? lander : undefined}>
        {intl.formatMessage(known ? landerMessages.intro : landerMessages.unknownIntro)}
      </p>
    </PageFrame>
  );
}
