import { renderWithKit } from '../../test-utils';
import { StoryBarRow } from './story-bar-row';

describe('StoryBarRow', () => {
  it('lays its bars in a row over the top of the photo, inset by the small space', () => {
    const { container } = renderWithKit(
      <StoryBarRow>
        <span />
        <span />
      </StoryBarRow>,
    );
    const style = getComputedStyle(container.firstElementChild as HTMLElement);
    expect(style.position).toBe('absolute');
    expect(style.display).toBe('flex');
    expect(style.top).toBe('8px');
    expect(style.left).toBe('8px');
    expect(style.right).toBe('8px');
  });
});
