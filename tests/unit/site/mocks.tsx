/** Test doubles shared by the site's component tests. */
import type React from 'react'

/** next/image without the optimiser: a plain <img> with the same src and alt. */
export function MockImage(
  props: React.ImgHTMLAttributes<HTMLImageElement> & Record<string, unknown>,
) {
  const { src, alt, onError } = props
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={String(src)} alt={String(alt ?? '')} onError={onError} />
}

/** jsdom has no matchMedia; framer-motion asks it about reduced motion. */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
}

/** jsdom lacks the modal dialog API; this stands in for the browser's. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

/**
 * framer-motion tells developers, once per file, that the device asks for reduced motion. A test
 * that asks for it on purpose expects that notice; any other warning still fails it. Call in
 * beforeEach; call what it returns in afterEach.
 */
export function expectReducedMotionNotice(): () => void {
  const others: unknown[][] = []
  const spy = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('You have Reduced Motion enabled')) others.push(args)
  })
  return () => {
    spy.mockRestore()
    expect(others).toEqual([])
  }
}
