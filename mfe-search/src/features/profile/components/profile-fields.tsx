import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { MemberProfile } from '@dating/shared-kit';
import { StarIcon } from '@dating/shared-kit';
import { Chip } from '@dating/shared-kit/ui';
import { attributeLabel, attributeValueLabel } from '@dating/shared-kit/vocabulary';
import { attributeFields, describeInterest, interestsLabel } from '../attribute-messages';
import { profileMessages } from '../profile-messages';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

/** dt/dd pairs may be wrapped in a div inside a dl; contents keeps them in the grid. */
const Group = styled.div`
  display: contents;
`;

const Interests = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  /* A chip may be wider than a narrow phone's column: it wraps inside instead. */
  li {
    min-width: 0;
    max-width: 100%;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The attributes the site makes visible, labels and values translated; fields left empty are skipped. */
export function ProfileFields({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  // An interest newer than this build shows its slug rather than nothing (attribute values likewise, in the kit).
  const textOf = (message: MessageDescriptor | undefined, slug: string) => (message ? intl.formatMessage(message) : slug);
  const { attributes } = profile;
  const filled = attributeFields.filter((field) => typeof attributes[field] === 'string');
  const interests = attributes.interests ?? [];
  if (filled.length === 0 && interests.length === 0) return null;
  return (
    <section aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{intl.formatMessage(profileMessages.detailsHeading)}</h2>
      <List>
        {filled.map((field) => (
          <Group key={field}>
            <dt>{attributeLabel(intl, field)}</dt>
            <dd>{attributeValueLabel(intl, field, attributes[field] ?? '')}</dd>
          </Group>
        ))}
        {interests.length > 0 && (
          <Group>
            <dt>{intl.formatMessage(interestsLabel)}</dt>
            <dd>
              <Interests>
                {interests.map((slug) => (
                  <li key={slug}>
                    <Chip icon={<StarIcon size={16} aria-hidden="true" />}>{textOf(describeInterest(slug), slug)}</Chip>
                  </li>
                ))}
              </Interests>
            </dd>
          </Group>
        )}
      </List>
      {profile.visible_profile_notes && <Note>{intl.formatMessage(profileMessages.detailsNote)}</Note>}
    </section>
  );
}
