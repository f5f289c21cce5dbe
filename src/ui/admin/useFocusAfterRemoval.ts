'use client'

import { type RefObject, useEffect, useRef } from 'react'

type Id = string | number

/** Pass instead of an id when the whole list goes (a folder emptied). */
export const WHOLE_LIST = Symbol('whole list')

type FocusTargets = {
  /** The list (`ul`) whose items hold the buttons. */
  list: RefObject<HTMLElement | null>
  /** The heading shown in the list's place once it is empty (`tabIndex={-1}`), if any. */
  heading?: RefObject<HTMLElement | null>
  /** The screen's status message (`tabIndex={-1}`), or a function that focuses it. */
  message: RefObject<HTMLElement | null> | (() => void)
}

/** The focused control was removed with its item: the browser has fallen back to the body. */
const focusWasLost = () => {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

/**
 * A delete or a status change takes an item, and the button that had focus, out of a list, and
 * the browser drops focus to the page body. Call the returned function with the item's id once
 * the server has removed it: when the list no longer shows it, focus moves to the first button
 * of the item now in its place (or of the new last item), else to the heading, else to the
 * status message. With WHOLE_LIST, focus goes to the heading or message once the list is empty.
 */
export function useFocusAfterRemoval(
  items: readonly { id: Id }[] | undefined,
  targets: FocusTargets,
): (id: Id | typeof WHOLE_LIST) => void {
  const leaving = useRef<{ id: Id; index: number } | typeof WHOLE_LIST | null>(null)
  const { list, heading, message } = targets

  useEffect(() => {
    const pending = leaving.current
    if (!pending || !items) return
    const focusFallback = () => {
      if (heading?.current) heading.current.focus()
      else if (typeof message === 'function') message()
      else message.current?.focus()
    }
    if (pending === WHOLE_LIST) {
      if (items.length > 0) return
      leaving.current = null
      focusFallback()
      return
    }
    if (items.some((item) => item.id === pending.id)) return
    leaving.current = null
    if (!focusWasLost()) return
    const rows = list.current?.children
    const row = rows?.length ? rows[Math.min(pending.index, rows.length - 1)] : undefined
    const button = row?.querySelector('button')
    if (button) button.focus()
    else focusFallback()
  }, [items, list, heading, message])

  return (id) => {
    if (id === WHOLE_LIST) {
      leaving.current = WHOLE_LIST
      return
    }
    const index = items?.findIndex((item) => item.id === id) ?? -1
    leaving.current = { id, index: Math.max(0, index) }
  }
}
