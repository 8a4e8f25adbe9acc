import type { LighthouseFigures } from './audit';

/** lighthouse-budget.json: the least score and the most time a route may have; `routes` names override `default`. */
export interface LighthouseLimits {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
}

export interface LighthouseBudget {
  default: LighthouseLimits;
  routes: Record<string, Partial<LighthouseLimits>>;
}

export function limitsFor(budget: LighthouseBudget, route: string): LighthouseLimits {
  return { ...budget.default, ...budget.routes[route] };
}

/** What a run misses of its limits, as "performance 84 < 95"; empty when it meets them all. */
export function misses(figures: LighthouseFigures, limits: LighthouseLimits): string[] {
  const found: string[] = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
    if (figures[key] < limits[key]) found.push(`${key} ${figures[key]} < ${limits[key]}`);
  }
  if (!(figures.tbtMs <= limits.tbtMs)) found.push(`TBT ${figures.tbtMs} ms > ${limits.tbtMs} ms`);
  return found;
}
