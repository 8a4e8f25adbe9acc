import { css, type DefaultTheme } from 'styled-components';

/**
 * The background and text colour of a part that comes in tones (a badge, a tab's count): `tones` pairs each tone with
 * a background and the text colour that reads on it, from the theme's colours.
 */
export function toneStyles<Tone extends string>(
  tones: (colors: DefaultTheme['colors']) => Record<Tone, [background: string, text: string]>,
) {
  return ({ theme, $tone }: { theme: DefaultTheme; $tone: Tone }) => {
    const [background, text] = tones(theme.colors)[$tone];
    return css`
      background: ${background};
      color: ${text};
    `;
  };
}
