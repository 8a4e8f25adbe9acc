import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, type MemberProfile, Link, useKitGetMemberQuery, useLocation, useParams } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { Cell, Column, LargePortrait, PhotoGrid, SectionTitle, Split, slots } from './layout-parts';
import { CaptionedMemberGrid } from '../members/captioned-member-grid';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { memberSignupHref } from '../member-landing/member-signup-href';
import { memberLandingMessages } from '../member-landing/member-landing-messages';
import { landerMessages } from '../messages';
import { galleryPreset } from '../kinds/gallery-defaults';
import { useLanderPreset } from '../presets/lander-preset';

/** landing, landing2 and landing3: the same member, three treatments growth teams compare. */
export type MemberLandingVariant = 1 | 2 | 3;

const Details = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
`;

const Night = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.surface};
`;

/** Reserved box in the portrait's shape while the member loads. */
const PortraitBox = styled.div`
  aspect-ratio: 4 / 5;
  max-height: 72vh;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;

function Featured({ profile, variant }: { profile: MemberProfile; variant: MemberLandingVariant }) {
  const intl = useIntl();
  const { search } = useLocation();
  const photo = profile.main_image?.match;
  const details = profile.region
    ? intl.formatMessage(memberLandingMessages.memberDetails, { age: profile.age, region: profile.region })
    : intl.formatMessage(landerMessages.memberAge, { age: profile.age });
  const cta = (
    <Button as={Link} to={memberSignupHref(profile.id, search)} variant="primary" size="lg" fullWidth data-cta="signup">
      {intl.formatMessage(memberLandingMessages.memberSignup, { name: profile.name })}
    </Button>
  );
  const portrait = photo ? (
    <LargePortrait
      $tall
      src={photo}
      width={600}
      height={750}
      fetchPriority="high"
      alt={intl.formatMessage(landerMessages.memberAlt, { name: profile.name, age: profile.age })}
    />
  ) : (
    <HeroImage hero="woman-a" />
  );
  const text = (
    <Column>
      <Details>{details}</Details>
      {/* A fictional profile always carries the operator's warning, here too. */}
      {profile.fictional && profile.fictional_warning && <p>{profile.fictional_warning}</p>}
      {cta}
    </Column>
  );
  if (variant === 3)
    return (
      <Night>
        <Split>
          {portrait}
          {text}
        </Split>
      </Night>
    );
  return (
    <Split>
      {portrait}
      {text}
    </Split>
  );
}

function genderOf(profile: MemberProfile): 'male' | 'female' | undefined {
  const gender = profile.attributes.gender;
  return gender === 'male' || gender === 'female' ? gender : undefined;
}

/** More members of the featured member's gender (landing2), real faces in reserved boxes. */
function MoreMembers({ gender }: { gender: 'male' | 'female' | undefined }) {
  const intl = useIntl();
  const preset = { ...galleryPreset, slug: null, filter: gender ? { gender } : {} };
  const { members, loading } = useLanderMembers(preset, 4);
  return (
    <>
      <SectionTitle>{intl.formatMessage(landerMessages.membersTitle)}</SectionTitle>
      <CaptionedMemberGrid members={slots(members, 4, loading)} />
    </>
  );
}

/** The generic page when the member is missing, hidden or only visible after login. */
function Fallback() {
  const intl = useIntl();
  const { slug } = useParams();
  const preset = useLanderPreset(galleryPreset, slug);
  const { members, loading } = useLanderMembers(preset, 4);
  return (
    <Split data-member-fallback="">
      <HeroImage hero={preset.hero} />
      <Column>
        <p>{intl.formatMessage(memberLandingMessages.memberIntro)}</p>
        <PhotoGrid>
          {slots(members, 4, loading).map((member, index) => (
            <Cell key={member?.id ?? index}>
              <MemberPhoto member={member} />
            </Cell>
          ))}
        </PhotoGrid>
        <SignupCta preset={preset} />
      </Column>
    </Split>
  );
}

/** Landing variants for one member's profile (/members/:id/landing, landing2, landing3). */
export default function MemberLandingPage({ routeId, variant }: { routeId: string; variant: MemberLandingVariant }) {
  const intl = useIntl();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isError, isLoading } = useKitGetMemberQuery(id, { skip: !valid });
  const profile = data?.profile;
  const title = profile
    ? intl.formatMessage(memberLandingMessages.memberNamed, { name: profile.name })
    : intl.formatMessage(memberLandingMessages.memberTitle);
  return (
    <PageFrame app="mfe-landers" routeId={routeId} build={__BUILD_LABEL__} title={title}>
      {profile ? (
        <div data-member-landing={variant}>
          <Featured profile={profile} variant={variant} />
          {variant === 2 && <MoreMembers gender={genderOf(profile)} />}
        </div>
      ) : isLoading && valid && !isError ? (
        <PortraitBox />
      ) : (
        <Fallback />
      )}
    </PageFrame>
  );
}
