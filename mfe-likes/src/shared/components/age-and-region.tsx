import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';

/** "31 jaar · Utrecht": the member's age, and their region when they gave one. */
export function AgeAndRegion({ age, region }: { age: number; region?: string | null }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage(sharedMessages.age, { age })}
      {region ? ` · ${region}` : ''}
    </>
  );
}
