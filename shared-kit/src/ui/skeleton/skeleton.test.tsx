import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Skeleton, SkeletonText } from './skeleton';

function styleRulesText(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('Skeleton', () => {
  it('reserves the given box in the skeleton colour and is hidden from screen readers', async () => {
    const { container } = renderWithKit(
      <div>
        <Skeleton width={120} height="2rem" radius="pill" />
      </div>,
    );
    const box = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    const style = getComputedStyle(box);
    expect(style.width).toBe('120px');
    expect(style.height).toBe('2rem');
    expect(style.backgroundColor).toBe('rgb(235, 232, 225)');
    expect(style.borderRadius).toBe('999px');
    await expectNoAxeViolations(container);
  });

  it('keeps a photo ratio when only the ratio is given', () => {
    const { container } = renderWithKit(<Skeleton aspectRatio="4 / 5" radius="lg" />);
    const style = getComputedStyle(container.querySelector('[data-skeleton]')!);
    expect(style.aspectRatio.replace(/\s/g, '')).toBe('4/5');
    expect(style.width).toBe('100%');
    expect(style.borderRadius).toBe('16px');
  });

  it('shimmers, but stops under prefers-reduced-motion', () => {
    renderWithKit(<Skeleton />);
    const css = styleRulesText();
    expect(css).toMatch(/animation:[^;]*infinite/);
    const reduced = css.slice(css.indexOf('prefers-reduced-motion'));
    expect(reduced).toMatch(/animation:\s*none/);
    expect(reduced).toMatch(/background-image:\s*none/);
  });

  it('passes a className through for callers that position it', () => {
    const { container } = renderWithKit(<Skeleton className="avatar" />);
    expect(container.querySelector('[data-skeleton]')!.classList.contains('avatar')).toBe(true);
  });
});

describe('SkeletonText', () => {
  it('draws the requested number of hidden lines, at least one', () => {
    const { container, rerender } = renderWithKit(<SkeletonText lines={4} />);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    rerender(<SkeletonText lines={0} />);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(1);
    rerender(<SkeletonText />);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  });
});
