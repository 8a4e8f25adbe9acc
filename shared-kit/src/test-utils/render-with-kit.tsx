import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { kitCatalogues } from './kit-catalogues';

export interface RenderWithKitOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Defaults to nl, the source language. */
  locale?: string;
  /** App messages, merged over the kit catalogue of `locale`. */
  messages?: Record<string, string>;
  /** MemoryRouter history, e.g. `['/likes/received']`. */
  initialEntries?: string[];
}

/**
 * Renders `ui` inside the providers every kit component expects: theme, react-intl and a router.
 * Uses RTL's `wrapper`, so `rerender` keeps the providers.
 */
export function renderWithKit(
  ui: ReactElement,
  { locale = 'nl', messages, initialEntries = ['/'], ...options }: RenderWithKitOptions = {},
): RenderResult {
  const allMessages = { ...(kitCatalogues[locale] ?? kitCatalogues.nl), ...messages };
  function KitProviders({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <IntlProvider locale={locale} defaultLocale="nl" messages={allMessages}>
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </IntlProvider>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: KitProviders, ...options });
}

/**
 * Runs axe on `container` and throws a readable list of violations.
 * Pass `document.body` for portalled content such as Modal.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { violations } = await axe.run(container, {
    // jsdom has no layout or paint, so colour contrast cannot be measured here (see e2e instead).
    rules: { 'color-contrast': { enabled: false } },
  });
  if (violations.length === 0) return;
  const report = violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`).join('\n');
  throw new Error(`Expected no axe violations, got ${violations.length}:\n${report}`);
}
