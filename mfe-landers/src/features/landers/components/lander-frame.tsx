import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { PageFrame } from '@dating/shared-kit';
import type { LanderKind } from '../lander-kinds';
import type { LanderPreset } from '../presets/preset-types';
import { isVariantBuild } from './variant';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The second build's treatment: a night band behind the page, so a swapped build is seen at a glance. */
const Body = styled.div<{ $variant: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ $variant, theme }) =>
    $variant &&
    `background: ${theme.colors.night}; color: ${theme.colors.surface}; border-radius: ${theme.radii.xl}; padding: ${theme.space.md};`}
`;

/** The headline of a preset, with its placeholders translated (an interest's name) or as given (a city). */
export function useHeadline(preset: LanderPreset): string {
  const intl = useIntl();
  const values = Object.fromEntries(
    Object.entries(preset.headlineValues ?? {}).map(([key, value]) => [
      key,
      typeof value === 'object' ? intl.formatMessage(value as MessageDescriptor) : value,
    ]),
  );
  return intl.formatMessage(preset.headline, values);
}

export interface LanderFrameProps {
  kind: LanderKind;
  routeId: string;
  preset: LanderPreset;
  lead: MessageDescriptor;
  children: ReactNode;
}

/** One lander page: the kit's frame (headline as h1, build label) and the lander's own layout below. */
export function LanderFrame({ kind, routeId, preset, lead, children }: LanderFrameProps) {
  const intl = useIntl();
  const variant = isVariantBuild();
  return (
    <PageFrame app="mfe-landers" routeId={routeId} build={__BUILD_LABEL__} title={useHeadline(preset)}>
      <Lead>{intl.formatMessage(lead)}</Lead>
      <Body $variant={variant} data-lander={kind} data-preset={preset.slug ?? 'default'} data-variant={variant ? 'b' : 'a'}>
        {children}
      </Body>
    </PageFrame>
  );
}
