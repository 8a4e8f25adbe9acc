/** The visitor's reduced-motion setting, read once: a slideshow then starts paused. */
export function prefersReducedMotion(): boolean {
  // No window where the page is painted on the server: the slideshow then starts as if motion were allowed, as the browser decides on its first render.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
