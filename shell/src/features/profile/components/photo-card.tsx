import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatMessageById } from '@dating/shared-kit';
import styled from 'styled-components';
import type { OwnPhoto } from '@dating/shared-kit';
import { Badge, Button } from '@dating/shared-kit/ui';
import type { BadgeTone } from '@dating/shared-kit/ui';
import { profileMessages } from '../messages';
import { RejectionReason } from './rejection-reason';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const statusTone: Record<OwnPhoto['status'], BadgeTone> = { inspection: 'warning', active: 'secondary', rejected: 'danger' };

interface PhotoCardProps {
  photo: OwnPhoto;
  index: number;
  busy: boolean;
  onMakeMain: () => void;
  onRemove: () => void;
}

interface PhotoActionProps {
  action: MessageDescriptor;
  photoLabel: string;
  variant: 'secondary' | 'ghost';
  disabled: boolean;
  onClick: () => void;
}

/** A small button acting on one photo; its accessible name says which ("Verwijderen: Foto 2"), as several cards show it. */
function PhotoAction({ action, photoLabel, ...button }: PhotoActionProps) {
  const intl = useIntl();
  const text = intl.formatMessage(action);
  return (
    <Button size="sm" aria-label={`${text}: ${photoLabel}`} {...button}>
      {text}
    </Button>
  );
}

/** One own photo with its status (under inspection, active, rejected), main mark and actions. */
export function PhotoCard({ photo, index, busy, onMakeMain, onRemove }: PhotoCardProps) {
  const intl = useIntl();
  const label = intl.formatMessage(profileMessages.photoAlt, { number: index + 1 });
  return (
    <Card aria-label={label}>
      <img src={photo.thumb} alt={label} loading="lazy" />
      <Badges>
        <Badge tone={statusTone[photo.status]}>{formatMessageById(intl, profileMessages.status(photo.status).id)}</Badge>
        {photo.is_main && <Badge tone="primary">{intl.formatMessage(profileMessages.main)}</Badge>}
      </Badges>
      <RejectionReason photo={photo} />
      {!photo.is_main && photo.status !== 'rejected' && (
        <PhotoAction action={profileMessages.makeMain} photoLabel={label} variant="secondary" disabled={busy} onClick={onMakeMain} />
      )}
      <PhotoAction action={profileMessages.remove} photoLabel={label} variant="ghost" disabled={busy} onClick={onRemove} />
    </Card>
  );
}
