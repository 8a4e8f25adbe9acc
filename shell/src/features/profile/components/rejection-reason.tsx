import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { OwnPhoto } from '@dating/shared-kit';

/** Why a moderator rejected a photo (the API's PHOTO_REJECTION_REASONS), for its owner. */
const reasonMessages: Record<NonNullable<OwnPhoto['rejection_reason']>, MessageDescriptor> = {
  no_face: { id: 'shell.profile.rejected.no_face', defaultMessage: 'Je gezicht is niet goed te zien.' },
  not_own_photo: { id: 'shell.profile.rejected.not_own_photo', defaultMessage: 'Dit lijkt geen foto van jezelf.' },
  explicit: { id: 'shell.profile.rejected.explicit', defaultMessage: 'Deze foto is te bloot.' },
  contact_details: { id: 'shell.profile.rejected.contact_details', defaultMessage: 'Er staan contactgegevens op de foto.' },
  low_quality: { id: 'shell.profile.rejected.low_quality', defaultMessage: 'De foto is te onscherp of te klein.' },
  other: { id: 'shell.profile.rejected.other', defaultMessage: 'Deze foto past niet bij onze regels.' },
};

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The reason beside a rejected photo, when the moderator gave one. */
export function RejectionReason({ photo }: { photo: OwnPhoto }) {
  const intl = useIntl();
  if (photo.status !== 'rejected' || !photo.rejection_reason) return null;
  return <Reason>{intl.formatMessage(reasonMessages[photo.rejection_reason])}</Reason>;
}
