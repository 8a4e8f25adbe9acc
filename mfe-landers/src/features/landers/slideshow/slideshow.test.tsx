import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithKit } from '@dating/shared-kit/test-utils';
import { faces } from '../../../test/showcase-fixtures';
import nl from '../../../i18n/nl.json';
import { Slideshow, SLIDE_MS } from './slideshow';

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const stage = () => document.querySelector('[data-slide]');

describe('Slideshow', () => {
  afterEach(() => vi.useRealTimers());

  it('cross-fades to the next photo every few seconds and stops when paused', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderWithKit(<Slideshow first={<span>eerste</span>} members={faces(3)} autoplay />, { messages: nl });
    expect(stage()).toHaveAttribute('data-slide', '0');
    expect(screen.getByText('Foto 1 van 4')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(stage()).toHaveAttribute('data-slide', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(stage()).toHaveAttribute('data-slide', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling afspelen' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(stage()).toHaveAttribute('data-slide', '2');
  });

  it('starts paused on the first frame when the visitor asked for reduced motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderWithKit(<Slideshow first={<span>eerste</span>} members={faces(3)} autoplay />, { messages: nl });
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(stage()).toHaveAttribute('data-slide', '0');
    expect(screen.getByRole('button', { name: 'Diavoorstelling afspelen' })).toBeInTheDocument();
  });
});
