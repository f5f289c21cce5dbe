'use client'

import { useEffect, useRef, useState } from 'react'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import type { PrayerRequestJson } from '@/lib/contract/types'
import { wallName } from '@/lib/prayerWall'

import type { AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonRow } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { WallTextDialog } from './WallTextDialog'

type Item = PrayerRequestJson

const FAILED = 'Failed to update the Prayer Wall'

/**
 * The prayer team's hold on the prayer wall, beside the inbox's status buttons: put a shared,
 * approved request up (asked right after approving it), take it down and put it back, and edit
 * the words the wall shows (WallTextDialog.tsx). Every change goes through
 * `PUT /api/prayer-requests/{id}/wall`, whose rules are the server's.
 */
export function usePrayerWall({
  onMessage,
  onChanged,
  focusMessage,
}: {
  onMessage: (message: AlertMessage | null) => void
  onChanged: () => Promise<unknown>
  focusMessage: () => void
}) {
  const [editing, setEditing] = useState<Item | null>(null)
  const [asking, setAsking] = useState<Item | null>(null)
  const [busyId, setBusyId] = useState<Item['id'] | null>(null)
  // The question comes after an approval, whose button has left the list by the time it is
  // answered: focus then goes to the screen's message, not to the page's start.
  const asked = useRef(false)
  useEffect(() => {
    if (asking) asked.current = true
    else if (asked.current) {
      asked.current = false
      focusMessage()
    }
  }, [asking, focusMessage])

  const setWall = async (item: Item, onWall: boolean, success: string) => {
    onMessage(null)
    setBusyId(item.id)
    try {
      await apiFetch(`/prayer-requests/${item.id}/wall`, {
        method: 'PUT',
        body: { on_wall: onWall },
      })
      onMessage({ tone: 'success', text: success })
    } catch (error) {
      console.error(FAILED, error)
      onMessage({ tone: 'error', text: errorDetail(error) ?? FAILED })
    } finally {
      setBusyId(null)
      await onChanged()
      // The button pressed may have left the list (the Prayer Wall tab): the message says what happened.
      focusMessage()
    }
  }

  const putUp = (item: Item) => setWall(item, true, 'Prayer request put on the Prayer Wall')
  const takeDown = (item: Item) =>
    setWall(item, false, 'Prayer request taken down from the Prayer Wall')

  const button = (label: string, item: Item, act: () => void) => (
    <Button
      key={label}
      $variant="secondary"
      $small
      disabled={busyId === item.id}
      aria-label={`${label}: ${item.subject}`}
      onClick={act}
    >
      {label}
    </Button>
  )

  /** The wall's buttons for one request, by where it stands. */
  const actions = (item: Item) => {
    if (!item.is_public) return null
    if (item.on_wall) {
      return [
        button('Edit Wall Text', item, () => setEditing(item)),
        button('Take Down', item, () => takeDown(item)),
      ]
    }
    if (item.status === 'approved') return button('Put on Prayer Wall', item, () => putUp(item))
    if (item.status === 'completed' && item.shared_at) {
      return button('Add Praise Note', item, () => setEditing(item))
    }
    return null
  }

  /** After approving a request its requester chose to share: ask whether it goes up. */
  const afterStatusChange = (item: Item, status: string) => {
    if (status === 'approved' && item.is_public && !item.on_wall) setAsking(item)
  }

  const dialogs = (
    <>
      <WallTextDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={async (text) => {
          setEditing(null)
          onMessage({ tone: 'success', text })
          await onChanged()
        }}
      />
      <Dialog
        open={asking !== null}
        title="Put it on the Prayer Wall?"
        onClose={() => setAsking(null)}
        role="alertdialog"
        describedBy="wall-question"
      >
        {asking && (
          <>
            <p id="wall-question" style={{ marginTop: 0 }}>
              “{asking.subject}” is approved, and its requester chose to share it. On the Prayer
              Wall it shows as <strong>{wallName(asking.name, asking.anonymous)}</strong>, never
              with an email or phone number. You can edit the text it shows afterwards.
            </p>
            <ButtonRow>
              <Button $variant="secondary" onClick={() => setAsking(null)} data-autofocus>
                Not Now
              </Button>
              <Button
                onClick={() => {
                  const item = asking
                  setAsking(null)
                  void putUp(item)
                }}
              >
                Put on Prayer Wall
              </Button>
            </ButtonRow>
          </>
        )}
      </Dialog>
    </>
  )

  return { actions, afterStatusChange, dialogs }
}
