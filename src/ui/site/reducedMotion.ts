export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** Whether the visitor asked for less motion (false where the browser cannot tell). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches
}
