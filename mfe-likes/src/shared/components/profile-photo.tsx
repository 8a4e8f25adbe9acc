import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Avatar } from '@dating/shared-kit/ui';

const Photo = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

interface ProfilePhotoProps {
  profile: ProfileSummary;
  /** 'thumb' for cards (160 px), 'match' for the large photo of the game and the modals. */
  variant?: 'thumb' | 'match';
  /** Empty when the name is printed next to the photo. */
  alt: string;
}

/** The member's active main photo, or their initials when there is none. */
export function ProfilePhoto({ profile, variant = 'thumb', alt }: ProfilePhotoProps) {
  if (!profile.main_image) return <Avatar name={profile.name} alt={alt} size="xl" />;
  const size = variant === 'thumb' ? 160 : 600;
  return <Photo src={profile.main_image[variant]} alt={alt} loading="lazy" width={size} height={size} />;
}
