import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import { ShellPage } from '../features/pages/shell-page';
import { TokenPage } from '../features/pages/token-page';

type ShellPageComponent = ComponentType<{ routeId: string }>;

const pagesById: Record<string, ShellPageComponent> = {
  index: HomePage,
  'pages-token': TokenPage,
};

/** The component of a shell-owned route; routes without their own component show their page frame. */
export function shellPages(routeId: string): ShellPageComponent {
  return pagesById[routeId] ?? ShellPage;
}
