import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MemberProfilePhoto } from '@dating/shared-kit';
import { Button, Modal } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';

const Photo = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.md};
`;

interface PhotoLightboxProps {
  photos: MemberProfilePhoto[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** One photo large in the kit's Modal (focus trap, Escape closes); arrow keys and buttons page through. */
export function PhotoLightbox({ photos, name, index, onIndex, onClose }: PhotoLightboxProps) {
  const intl = useIntl();
  const total = photos.length;
  const photo = photos[index];
  const go = (step: number) => onIndex((index + step + total) % total);
  useEffect(() => {
    // On the document, so the arrows work wherever focus sits inside the dialog (the close button too).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % total);
      if (event.key === 'ArrowLeft') onIndex((index - 1 + total) % total);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, total, onIndex]);
  if (!photo) return null;
  return (
    <Modal open onClose={onClose} size="lg" title={intl.formatMessage(profileMessages.photoDialog, { number: index + 1, total })}>
      <Photo src={photo.url} alt={intl.formatMessage(profileMessages.photoAlt, { number: index + 1, total, name })} />
      {total > 1 && (
        <Nav>
          <Button variant="secondary" onClick={() => go(-1)}>
            {intl.formatMessage(profileMessages.previousPhoto)}
          </Button>
          <Button variant="secondary" onClick={() => go(1)}>
            {intl.formatMessage(profileMessages.nextPhoto)}
          </Button>
        </Nav>
      )}
    </Modal>
  );
}
