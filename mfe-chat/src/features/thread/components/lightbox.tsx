import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Modal } from '@dating/shared-kit/ui';
import { threadMessages } from '../messages';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 80vh;
  margin: 0 auto;
  object-fit: contain;
`;

/** A chat image at full size. */
export function Lightbox({ url, onClose }: { url: string | undefined; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open={url !== undefined} onClose={onClose} size="lg" title={intl.formatMessage(threadMessages.lightboxTitle)}>
      {url ? <Picture src={url} alt={intl.formatMessage(threadMessages.imageAlt)} /> : null}
    </Modal>
  );
}
