import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckIcon, LockIcon, UserIcon, useKitGetShowcaseQuery, Link } from '@dating/shared-kit';
import { up } from '@dating/shared-kit/theme';
import { homeMessages } from './home-messages';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow-wrap: break-word;
  hyphens: auto;
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.smPlus};
  }
`;

const Card = styled.li`
  position: relative;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 50% 30%;
  }
`;

const Caption = styled.span`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.gradients.photoScrim};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: break-word;
`;

const Trust = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    overflow-wrap: break-word;
  }
`;

const Faq = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & details {
    padding: ${({ theme }) => theme.space.smPlus} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & summary {
    min-height: 24px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  & p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const steps = [
  [homeMessages.step1Title, homeMessages.step1Text],
  [homeMessages.step2Title, homeMessages.step2Text],
  [homeMessages.step3Title, homeMessages.step3Text],
] as const;

const faq = [
  [homeMessages.faq1Q, homeMessages.faq1A],
  [homeMessages.faq2Q, homeMessages.faq2A],
  [homeMessages.faq3Q, homeMessages.faq3A],
] as const;

/** Eight real members with a photo (showcase.php), in boxes reserved before they arrive. */
function NewMembers() {
  const intl = useIntl();
  const { data } = useKitGetShowcaseQuery({ limit: 12 });
  const members = data?.members.slice(4, 12) ?? [];
  return (
    <Cards>
      {Array.from({ length: 8 }, (_, slot) => {
        const member = members[slot];
        return (
          <Card key={member?.id ?? `slot-${slot}`}>
            {member && (
              <>
                <img
                  src={member.photo.match}
                  width={600}
                  height={600}
                  loading="lazy"
                  alt={intl.formatMessage(homeMessages.memberAlt, { name: member.name, age: member.age })}
                />
                <Caption aria-hidden="true">
                  {member.name}, {member.age}
                </Caption>
              </>
            )}
          </Card>
        );
      })}
    </Cards>
  );
}

/** One section of the page under its h2, the section named by its title. */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Section>
  );
}

/** Below the hero: how it works, new members, trust, FAQ (a chunk of its own, after the first render). */
export default function HomeSections() {
  const intl = useIntl();
  return (
    <>
      <HomeSection id="home-how" title={intl.formatMessage(homeMessages.howTitle)}>
        <Steps>
          {steps.map(([title, text]) => (
            <Step key={title.id}>
              <h3>{intl.formatMessage(title)}</h3>
              <p>{intl.formatMessage(text)}</p>
            </Step>
          ))}
        </Steps>
      </HomeSection>
      <HomeSection id="home-members" title={intl.formatMessage(homeMessages.membersTitle)}>
        <NewMembers />
      </HomeSection>
      <HomeSection id="home-trust" title={intl.formatMessage(homeMessages.trustTitle)}>
        <Trust>
          <li>
            <UserIcon />
            {intl.formatMessage(homeMessages.trustAdults)}
          </li>
          <li>
            <LockIcon />
            <Link to="/privacy">{intl.formatMessage(homeMessages.trustPrivacy)}</Link>
          </li>
          <li>
            <CheckIcon />
            {intl.formatMessage(homeMessages.trustPayment)}
          </li>
        </Trust>
      </HomeSection>
      <HomeSection id="home-faq" title={intl.formatMessage(homeMessages.faqTitle)}>
        <Faq>
          {faq.map(([question, answer]) => (
            <details key={question.id}>
              <summary>{intl.formatMessage(question)}</summary>
              <p>{intl.formatMessage(answer)}</p>
            </details>
          ))}
        </Faq>
      </HomeSection>
    </>
  );
}
