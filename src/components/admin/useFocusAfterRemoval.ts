'use client'

import { type RefObject, useEffect, useRef } from 'react'

type Id = string | number

type FocusTargets = {
  /** The list (`ul`) whose items hold the buttons. */
  list: RefObject<HTMLElement | null>
  /** The heading shown in the list's place once it is empty (`tabIndex={-1}`). */
  heading: RefObject<HTMLElement | null>
  /** The screen's status message (`tabIndex={-1}`). */
  message: RefObject<HTMLElement | null>
}

/** The focused control was removed with its item: the browser has fallen back to the body. */
const focusWasLost = () => {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

/**
 * A delete takes an item, and the button that had focus, out of a list, and the browser drops
 * focus to the page body. Call the returned function with the item's id once the server has
 * removed it: when the list no longer shows it, focus moves to the first button of the item now
 * in its place (or of the new last item), else to the heading, else to the status message.
 */
export function useFocusAfterRemoval(
  items: readonly { id: Id }[] | undefined,
  targets: FocusTargets,
): (id: Id) => void {
  const leaving = useRef<{ id: Id; index: number } | null>(null)
  const { list, heading, message } = targets

  useEffect(() => {
    const pending = leaving.current
    if (!pending || !items || items.some((item) => item.id === pending.id)) return
    leaving.current = null
    if (!focusWasLost()) return
    const rows = list.current?.children
    const row = rows?.length ? rows[Math.min(pending.index, rows.length - 1)] : undefined
    const target = row?.querySelector('button') ?? heading.current ?? message.current
    target?.focus()
  }, [items, list, heading, message])

  return (id: Id) => {
    const index = items?.findIndex((item) => item.id === id) ?? -1
    leaving.current = { id, index: Math.max(0, index) }
  }
}
