/** The visitor's reduced-motion setting, read once: a slideshow then starts paused. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
