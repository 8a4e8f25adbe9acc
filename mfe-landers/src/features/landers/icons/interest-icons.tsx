import { createIcon, type IconComponent } from '@dating/shared-kit';
import type { InterestKey } from '../presets/interests';

// Interest icons on the kit's 24 px grid; local to the landers until the profile screens need them too.
const TravelIcon = createIcon('TravelIcon', <path d="M2 16l20-8-7 13-3-6-6 3 1-4-5 2z" />);
const MusicIcon = createIcon(
  'MusicIcon',
  <>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="17" cy="16" r="3" />
  </>,
);
const CookingIcon = createIcon(
  'CookingIcon',
  <>
    <path d="M4 11h16v3a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6v-3z" />
    <path d="M8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4" />
  </>,
);
const SportsIcon = createIcon(
  'SportsIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
  </>,
);
const MoviesIcon = createIcon(
  'MoviesIcon',
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 6l2 4M12 6l2 4M17 6l2 4" />
  </>,
);
const DancingIcon = createIcon(
  'DancingIcon',
  <>
    <circle cx="13" cy="4" r="2" />
    <path d="M13 7l-3 5 4 3-2 6M10 12l-5 1M13 9l5 2" />
  </>,
);

export const interestIcons: Record<InterestKey, IconComponent> = {
  travel: TravelIcon,
  music: MusicIcon,
  cooking: CookingIcon,
  sports: SportsIcon,
  movies: MoviesIcon,
  dancing: DancingIcon,
};
