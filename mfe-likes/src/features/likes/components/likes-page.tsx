import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';

export type LikesPageKey = 'likes' | 'likesMId' | 'swipeGame';

/** The frame of one mfe-likes page: its title, its introduction and the slot its feature fills. */
export function LikesPage({ routeId, page }: { routeId: string; page: LikesPageKey }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-likes" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
    </PageFrame>
  );
}
