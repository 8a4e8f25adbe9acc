import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';

export type SearchPageKey = 'members' | 'membersId' | 'matchFinder';

/** The frame of one mfe-search page: its title, its introduction and the slot its feature fills. */
export function SearchPage({ routeId, page }: { routeId: string; page: SearchPageKey }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-search" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
    </PageFrame>
  );
}
