/**
 * Shared building blocks of the public pages. They are client modules only because
 * styled-components needs React context; the pages that use them stay server components.
 */
export * from './layout'
export * from './content'
export * from './buttons'
export * from './feedback'
