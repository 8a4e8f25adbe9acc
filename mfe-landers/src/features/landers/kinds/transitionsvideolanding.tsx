import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { useLanderMembers } from '../members/use-lander-members';
import { transitionsVideoLandingMessages, transitionsVideoLandingPreset } from './transitionsvideolanding-defaults';
import { Slideshow } from '../slideshow/slideshow';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

/** A cross-fade slideshow of members; the static first frame is the hero, the call to action below. */
function TransitionsVideoLanding({ routeId, preset }: KindProps) {
  const { members } = useLanderMembers(preset, 5);
  return (
    <LanderFrame kind="transitionsvideolanding" routeId={routeId} preset={preset} lead={transitionsVideoLandingMessages.lead}>
      <Slideshow first={<HeroImage hero={preset.hero} tall />} members={members} autoplay />
      <SignupCta preset={preset} />
    </LanderFrame>
  );
}

export default withLanderPreset(transitionsVideoLandingPreset, TransitionsVideoLanding);
