import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MemberProfile } from '@dating/shared-kit';
import { BackIcon, ForwardIcon } from '@dating/shared-kit';
import { PhotoInitials, VisuallyHidden, getInitials } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { CarouselRoot, Segment, Segments, Slide, StepButton, Viewport } from './photo-carousel-styles';
import { useSwipe } from './use-swipe';

interface PhotoCarouselProps {
  profile: Pick<MemberProfile, 'name' | 'age' | 'photos'>;
  /** The photo shown, and its setter: the page's thumbnails and lightbox follow the same index. */
  index: number;
  onIndex: (index: number) => void;
}

/**
 * The profile photos as a 4:5 carousel: segment bars, previous/next buttons, arrow keys (Home/End too)
 * while focus is inside, and swipes. It wraps around, so the focused button never disappears. The photo
 * shown is announced politely ("Anna, 30, foto 2 van 5").
 */
export function PhotoCarousel({ profile, index, onIndex }: PhotoCarouselProps) {
  const intl = useIntl();
  const { name, age, photos } = profile;
  const total = photos.length;
  // Announced only after the member moved, not on page load (the alt text is read there).
  const [moved, setMoved] = useState(false);
  const show = (target: number) => {
    setMoved(true);
    onIndex((target + total) % total);
  };
  const go = (step: number) => show(index + step);
  const swipe = useSwipe((direction) => go(direction));
  const label = intl.formatMessage(profileMessages.photosLabel, { name });
  if (total === 0) {
    return (
      <CarouselRoot aria-label={label}>
        <Viewport>
          <PhotoInitials $size="xxxl" role="img" aria-label={intl.formatMessage(profileMessages.noPhoto)}>
            <span aria-hidden="true">{getInitials(name)}</span>
          </PhotoInitials>
        </Viewport>
      </CarouselRoot>
    );
  }
  const alt = (number: number) => intl.formatMessage(profileMessages.carouselAlt, { name, age, number, total });
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    const target = moves[event.key];
    if (target === undefined || total < 2) return;
    event.preventDefault();
    show(target);
  };
  const photo = photos[index] ?? photos[0]!;
  return (
    <CarouselRoot aria-label={label} aria-roledescription={intl.formatMessage(profileMessages.carousel)} onKeyDown={onKeyDown}>
      <Viewport {...swipe}>
        {/* Only the photo shown is loaded; the next ones load when they are reached. */}
        {/* The first photo is the page's largest content (the gateway may preload it): it goes first. */}
        <Slide
          src={photo.url}
          alt={alt(index + 1)}
          width={600}
          height={750}
          draggable={false}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {total > 1 && (
          <>
            <Segments aria-hidden="true">
              {photos.map((item, position) => (
                <Segment key={item.id} $current={position === index} />
              ))}
            </Segments>
            <StepButton type="button" $side="start" aria-label={intl.formatMessage(profileMessages.previousPhoto)} onClick={() => go(-1)}>
              <BackIcon size={24} aria-hidden="true" />
            </StepButton>
            <StepButton type="button" $side="end" aria-label={intl.formatMessage(profileMessages.nextPhoto)} onClick={() => go(1)}>
              <ForwardIcon size={24} aria-hidden="true" />
            </StepButton>
          </>
        )}
      </Viewport>
      <VisuallyHidden aria-live="polite">{moved ? alt(index + 1) : ''}</VisuallyHidden>
    </CarouselRoot>
  );
}
