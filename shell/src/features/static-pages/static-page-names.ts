/** The static pages, by the path segment that shows them (route id `pages-<name>`). */
export const staticPageNames = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;

export type StaticPageName = (typeof staticPageNames)[number];

export function isStaticPageName(value: string): value is StaticPageName {
  return (staticPageNames as readonly string[]).includes(value);
}

/** `pages-terms` -> `terms`; anything that is no static page route -> undefined. */
export function staticPageOfRoute(routeId: string): StaticPageName | undefined {
  const name = routeId.replace(/^pages-/, '');
  return routeId.startsWith('pages-') && isStaticPageName(name) ? name : undefined;
}
