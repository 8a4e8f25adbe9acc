import styled from 'styled-components';

/**
 * The row of story-style bars laid over the top edge of a photo, one bar a slide (the landers' slideshow,
 * the profile's photo carousel). Each app draws its own bars inside; the row only places them.
 */
export const StoryBarRow = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;
