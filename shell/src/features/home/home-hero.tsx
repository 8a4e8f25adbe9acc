import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useRef } from 'react';
import { useKitGetShowcaseQuery, usePrepaintRelease, Link, signupHref, useLocation } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { down, up } from '@dating/shared-kit/theme';
import { homeMessages } from './home-messages';

/** Served from the shell's own files (public/home), so the LCP picture never waits for an API call. */
const hero = { small: '/home/hero-640.webp', large: '/home/hero-1280.webp' };

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${up('lg')} {
    grid-template-columns: 7fr 5fr;
    align-items: start;
  }
`;

const Photo = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  height: 60vh;
  max-width: 100%;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  ${up('lg')} {
    display: none;
  }
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 50% 30%;
`;

const Scrim = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.gradients.photoScrim};
  color: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & a {
    min-height: 48px;
  }
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** The step-0 card: desktop only (phones get the two big buttons on the photo). */
const StartCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.smPlus};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${down('lg')} {
    display: none;
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.smPlus};
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.space.smPlus} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  overflow-wrap: break-word;
  hyphens: auto;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryInk};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Collage = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.smPlus};
  margin: 0;
  padding: 0;
  list-style: none;
  ${down('lg')} {
    display: none;
  }
`;

const Tilebox = styled.li`
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const tiles = [
  { message: homeMessages.manSeeksWoman, gender: 'male', looking_for: 'female' },
  { message: homeMessages.womanSeeksMan, gender: 'female', looking_for: 'male' },
  { message: homeMessages.manSeeksMan, gender: 'male', looking_for: 'male' },
  { message: homeMessages.womanSeeksWoman, gender: 'female', looking_for: 'female' },
] as const;

/** Phones: the 4:5 hero with the way in on its scrim. From 992 px: the step-0 card and a 2×2 collage. */
export function HomeHero({ intro }: { intro: string }) {
  const intl = useIntl();
  const { search } = useLocation();
  // Only the desktop collage needs members; phones show the bundled hero.
  const { data } = useKitGetShowcaseQuery({ limit: 12 });
  const collage = (data?.members ?? []).slice(0, 4);
  // The page the server painted stays until this hero (the same picture, already cached) is ready.
  const heroRef = useRef<HTMLImageElement>(null);
  usePrepaintRelease(heroRef);
  return (
    <Layout>
      <Photo>
        <Img
          ref={heroRef}
          src={hero.small}
          srcSet={`${hero.small} 640w, ${hero.large} 1280w`}
          sizes="100vw"
          width={640}
          height={800}
          alt={intl.formatMessage(homeMessages.heroAlt)}
          fetchPriority="high"
        />
        <Scrim>
          <Intro>{intro}</Intro>
          <Actions aria-label={intl.formatMessage(homeMessages.actions)}>
            <Button as={Link} to={signupHref(search)} variant="primary" size="lg" fullWidth>
              {intl.formatMessage(homeMessages.signup)}
            </Button>
            <Button as={Link} to="/members" variant="secondary" size="lg" fullWidth onPhoto>
              {intl.formatMessage(homeMessages.browse)}
            </Button>
          </Actions>
        </Scrim>
      </Photo>
      <StartCard aria-labelledby="home-start-title">
        <Intro>{intro}</Intro>
        <h2 id="home-start-title">{intl.formatMessage(homeMessages.startTitle)}</h2>
        <Tiles>
          {tiles.map((tile) => (
            <Tile key={`${tile.gender}-${tile.looking_for}`} to={signupHref(search, tile)}>
              {intl.formatMessage(tile.message)}
            </Tile>
          ))}
        </Tiles>
      </StartCard>
      <Collage aria-hidden={collage.length === 0}>
        {[0, 1, 2, 3].map((slot) => {
          const member = collage[slot];
          return (
            <Tilebox key={member?.id ?? slot}>
              {member && (
                <Img
                  src={member.photo.match}
                  width={600}
                  height={600}
                  loading="lazy"
                  alt={intl.formatMessage(homeMessages.memberAlt, { name: member.name, age: member.age })}
                />
              )}
            </Tilebox>
          );
        })}
      </Collage>
    </Layout>
  );
}
