import { Skeleton, SkeletonText } from '@dating/shared-kit/ui';
import { DetailsColumn, GalleryColumn, ProfileLayout } from './profile-layout';

/**
 * The profile while it loads, in the loaded page's own layout: the 4:5 photo box and the summary and
 * about lines, so the photo and the text land where their skeletons were.
 */
export function ProfileSkeleton() {
  return (
    <ProfileLayout aria-hidden="true" data-testid="profile-skeleton">
      <GalleryColumn>
        <Skeleton aspectRatio="4 / 5" radius="lg" />
      </GalleryColumn>
      <DetailsColumn>
        <SkeletonText lines={4} />
      </DetailsColumn>
    </ProfileLayout>
  );
}
