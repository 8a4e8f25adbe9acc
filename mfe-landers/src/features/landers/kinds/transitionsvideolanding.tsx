import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { useLanderMembers } from '../members/use-lander-members';
import { kindMessages } from '../messages';
import { Slideshow } from '../slideshow/slideshow';
import type { KindProps } from './kind-props';

/** A cross-fade slideshow of members; the static first frame is the hero, the call to action below. */
export default function TransitionsVideoLanding({ routeId, preset }: KindProps) {
  const { members } = useLanderMembers(preset, 5);
  return (
    <LanderFrame kind="transitionsvideolanding" routeId={routeId} preset={preset} lead={kindMessages.transitionsLead}>
      <Slideshow first={<HeroImage hero={preset.hero} tall />} members={members} autoplay />
      <SignupCta preset={preset} />
    </LanderFrame>
  );
}
