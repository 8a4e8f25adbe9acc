import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { up } from '@dating/shared-kit/theme';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { SectionTitle, slots } from '../components/layout-parts';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { landerMessages } from '../messages';
import { socialNetworkMessages, socialNetworkPreset } from './socialnetwork-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

/** Four stories a row on phones, eight from 768 px: no sideways scrolling to discover. */
const Stories = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
`;

const Story = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: break-word;
  text-align: center;
`;

const Ring = styled.span`
  display: block;
  width: 100%;
  max-width: 64px;
  padding: 2px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Feed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
  width: 100%;
  margin: 0 auto;
`;

const Post = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Author = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** A feed: a row of new faces as stories, then 4:5 posts; the hero is the first post. */
function SocialNetwork({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const { members, loading } = useLanderMembers(preset, 12);
  const stories = slots(members, 8, loading);
  const posts = slots(members.slice(8), 3, loading);
  return (
    <LanderFrame kind="socialnetwork" routeId={routeId} preset={preset} lead={socialNetworkMessages.lead}>
      <SectionTitle>{intl.formatMessage(socialNetworkMessages.stories)}</SectionTitle>
      <Stories>
        {stories.map((member, index) => (
          <Story key={member?.id ?? index}>
            <Ring>
              <MemberPhoto member={member} ratio="1 / 1" round thumb />
            </Ring>
            <span aria-hidden="true">{member?.name ?? '\u00a0'}</span>
          </Story>
        ))}
      </Stories>
      <Feed>
        <Post>
          <HeroImage hero={preset.hero} />
        </Post>
        <SignupCta preset={preset} label={intl.formatMessage(socialNetworkMessages.cta)} />
        <SectionTitle>{intl.formatMessage(landerMessages.membersTitle)}</SectionTitle>
        {posts.map((member, index) => (
          <Post key={member?.id ?? index}>
            <Author>{member ? intl.formatMessage(landerMessages.memberAlt, { name: member.name, age: member.age }) : '\u00a0'}</Author>
            <MemberPhoto member={member} />
          </Post>
        ))}
      </Feed>
    </LanderFrame>
  );
}

export default withLanderPreset(socialNetworkPreset, SocialNetwork);
