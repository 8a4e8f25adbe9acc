import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../test-utils';
import { PageFrame } from './page-frame';
import { focusPageHeading, onPageAnnounced, requestRouteFocus, takeRouteFocus } from './route-focus';

const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('PageFrame', () => {
  afterEach(() => {
    takeRouteFocus(); // no request leaks into the next test
  });

  it('sets the document title and a translated meta description built from it', () => {
    renderWithKit(<PageFrame app="test" routeId="likes" title="Ontvangen likes" />, { locale: 'de' });
    expect(document.title).toBe('Ontvangen likes');
    expect(metaDescription()).toBe('Ontvangen likes – triff Singles in deiner Nähe: liken, matchen und chatten.');
  });

  it("uses the page's own description when it gives one", () => {
    renderWithKit(<PageFrame app="test" routeId="faq" title="FAQ" description="Antwoorden op veelgestelde vragen" />);
    expect(metaDescription()).toBe('Antwoorden op veelgestelde vragen');
  });

  it('leaves focus alone on the first load', () => {
    renderWithKit(<PageFrame app="test" routeId="members" title="Leden" />);
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Leden' }));
  });

  it('focuses its heading and announces its title after a navigation, once', () => {
    const announced: string[] = [];
    const stop = onPageAnnounced((title) => announced.push(title));
    requestRouteFocus();
    const { rerender } = renderWithKit(<PageFrame app="test" routeId="members-id" title="Profiel" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Profiel' }));
    rerender(<PageFrame app="test" routeId="members-id" title="Anna, 34" />);
    expect(announced).toEqual(['Profiel']);
    stop();
  });

  it('takes a new request while it stays mounted (the same page under a new URL)', () => {
    const { rerender } = renderWithKit(<PageFrame app="test" routeId="likes" title="Ontvangen likes" />);
    (document.activeElement as HTMLElement | null)?.blur();
    requestRouteFocus();
    rerender(<PageFrame app="test" routeId="likes-type" title="Gegeven likes" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Gegeven likes' }));
  });

  it('focuses the heading of the page on screen without a navigation, and nothing once it is gone', () => {
    const { unmount } = renderWithKit(<PageFrame app="test" routeId="index" title="Welkom" />);
    expect(focusPageHeading()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Welkom' }));
    unmount();
    expect(focusPageHeading()).toBe(false);
  });
});
