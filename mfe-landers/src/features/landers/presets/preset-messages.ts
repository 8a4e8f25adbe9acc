import type { MessageDescriptor } from 'react-intl';

/** Headlines a slug picks (city names and ages fill the placeholders; they need no translation). */
export const presetMessages = {
  city: { id: 'landers.preset.city', defaultMessage: 'Singles in {city}' },
  women: { id: 'landers.preset.women', defaultMessage: 'Vrouwen die jou willen ontmoeten' },
  men: { id: 'landers.preset.men', defaultMessage: 'Mannen die jou willen ontmoeten' },
  ages: { id: 'landers.preset.ages', defaultMessage: 'Singles van {min} tot {max} jaar' },
  mature: { id: 'landers.preset.mature', defaultMessage: 'Ervaren vrouwen zoeken contact' },
  gay: { id: 'landers.preset.gay', defaultMessage: 'Mannen die mannen zoeken' },
  interest: { id: 'landers.preset.interest', defaultMessage: 'Singles die houden van {interest}' },
} satisfies Record<string, MessageDescriptor>;
