import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePrepaintRelease } from '@dating/shared-kit';
import { LargePortrait } from '../components/layout-parts';
import { landerMessages } from '../messages';
import { heroPictures, heroSize, type HeroKey } from './hero-pictures';

/**
 * The lander's LCP element: its URL is static, its box is reserved by width/height and aspect-ratio, and
 * it is fetched first (fetchpriority high, never lazy).
 */
export function HeroImage({ hero, tall = false, className }: { hero: HeroKey; tall?: boolean; className?: string }) {
  const intl = useIntl();
  const picture = heroPictures[hero];
  // The page the server painted stays until this picture (the same URL, already cached) is ready.
  const ref = useRef<HTMLImageElement>(null);
  usePrepaintRelease(ref);
  return (
    <LargePortrait
      ref={ref}
      className={className}
      $tall={tall}
      src={picture.small}
      srcSet={`${picture.small} 640w, ${picture.large} 1280w`}
      sizes="(min-width: 992px) 480px, 100vw"
      width={heroSize.width}
      height={heroSize.height}
      alt={intl.formatMessage(landerMessages.heroAlt)}
      fetchPriority="high"
      loading="eager"
      decoding="sync"
      data-hero={hero}
    />
  );
}
