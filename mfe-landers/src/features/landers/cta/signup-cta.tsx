import type { ReactNode } from 'react';
import { Link, signupHref, useLocation } from '@dating/shared-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import { down } from '@dating/shared-kit/theme';
import { landerMessages } from '../messages';
import type { LanderPreset } from '../presets/preset-types';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* Its own surface, so the note keeps its contrast on the night colour of some landers. */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  /* Phones: the one call to action stays at the bottom of the screen once the hero is passed. */
  ${down('md')} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.smPlus} ${({ theme }) => theme.space.md};
    border-radius: 0;
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The lander's one call to action: sign-up step 0, keeping the landing URL's tracking parameters. */
export function SignupCta({ preset, label }: { preset: LanderPreset; label?: ReactNode }) {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <Bar data-cta="signup">
      <Button as={Link} to={signupHref(search, preset.prefill)} variant="primary" size="lg" fullWidth>
        {label ?? intl.formatMessage(landerMessages.signup)}
      </Button>
      <Note>{intl.formatMessage(landerMessages.ctaNote)}</Note>
    </Bar>
  );
}
