import { useIntl } from 'react-intl';
import { shellPageText } from './page-messages';
import { PageFrame } from '@dating/shared-kit';

/**
 * The frame of a page the shell owns (login, profile, settings, static pages). Each is filled by the
 * accounts work; until then it shows its title and purpose so routes, layouts and banners can be built on.
 */
export function ShellPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const text = shellPageText(routeId);
  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage(text.title)}>
      <p>{intl.formatMessage(text.intro)}</p>
    </PageFrame>
  );
}
