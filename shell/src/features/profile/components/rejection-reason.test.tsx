import { screen } from '@testing-library/react';
import { renderWithKit } from '@dating/shared-kit/test-utils';
import type { OwnPhoto } from '@dating/shared-kit';
import en from '../i18n/en.json';
import { RejectionReason } from './rejection-reason';

const photo = (overrides: Partial<OwnPhoto>): OwnPhoto => ({
  id: 1,
  url: '/m/1.jpg',
  thumb: '/m/1-t.jpg',
  status: 'rejected',
  is_main: false,
  ...overrides,
});

describe('RejectionReason', () => {
  it('gives the moderator’s reason of a rejected photo in the member’s language', () => {
    renderWithKit(<RejectionReason photo={photo({ rejection_reason: 'no_face' })} />, { locale: 'en', messages: en });
    expect(screen.getByText('Your face cannot be seen clearly.')).toBeInTheDocument();
  });

  it('says nothing without a reason, or for a photo that was not rejected', () => {
    const { container } = renderWithKit(
      <>
        <RejectionReason photo={photo({})} />
        <RejectionReason photo={photo({ status: 'active', rejection_reason: 'explicit' })} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
