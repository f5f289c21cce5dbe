'use client'

import { useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { errorDetail } from '@/lib/admin/apiClient'
import { imageFileProblem } from '@/lib/admin/uploadFile'
import { mayUse } from '@/lib/contract/roles'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { useAuth } from '../AuthProvider'
import { Button, ButtonRow } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { Spinner } from '@/ui/admin/Spinner'
import { UploadControl, useFileUpload } from '@/ui/admin/UploadControl'
import {
  cmsFetcher,
  type MediaDoc,
  mediaByFilenamePath,
  mediaImageUrl,
  mediaName,
  type MediaPage,
  mediaPagePath,
} from './mediaLibrary'

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
`

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  width: 100%;
  padding: 0.35rem;
  border: 1px solid ${adminTheme.border};
  border-radius: 8px;
  background: ${adminTheme.surface};
  color: ${adminTheme.text};
  font: inherit;
  font-size: 0.8rem;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${adminTheme.primary};
    background: #eef2ff;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`

const Thumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 5px;
  background: #e5e7eb;
`

const Pager = styled(ButtonRow)`
  justify-content: space-between;
`

/** Picks a picture of the media library (24 a page, newest first) for the newsletter. */
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean
  onClose: () => void
  onPick: (doc: MediaDoc) => void
}) {
  return (
    <Dialog open={open} title="Add a picture" onClose={onClose} wide>
      {open && <MediaPicker onPick={onPick} />}
    </Dialog>
  )
}

function MediaPicker({ onPick }: { onPick: (doc: MediaDoc) => void }) {
  const { user } = useAuth()
  const [page, setPage] = useState(1)
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const upload = useFileUpload()
  const { data, error, isLoading } = useSWR<MediaPage>(
    ['cms', mediaPagePath(page)],
    ([, path]: string[]) => cmsFetcher<MediaPage>(path),
    { keepPreviousData: true },
  )

  /** A picture uploaded here is found in the library by its file name, then inserted. */
  const pickUploaded = async (url: string) => {
    const filename = new URL(url, window.location.origin).pathname.split('/').pop() ?? ''
    try {
      const found = await cmsFetcher<MediaPage>(mediaByFilenamePath(filename))
      if (found.docs[0]) onPick(found.docs[0])
      else setMessage({ tone: 'error', text: 'The picture was uploaded but could not be found' })
    } catch (failure) {
      setMessage({ tone: 'error', text: errorDetail(failure) ?? 'Failed to load the picture' })
    }
  }

  return (
    <>
      <Alert message={message} />
      {mayUse(user?.roles, 'pictures') && (
        <UploadControl
          upload={upload}
          accept="image/*"
          buttonLabel="Upload a new picture"
          note="JPEG, PNG, WebP or GIF, up to 5 MB."
          checkFile={imageFileProblem}
          successText="Picture uploaded"
          failureText="Failed to upload the picture"
          onUploaded={pickUploaded}
          onMessage={setMessage}
        />
      )}
      {error ? (
        <Alert
          message={{
            tone: 'error',
            text: errorDetail(error) ?? 'Failed to load the media library',
          }}
        />
      ) : isLoading || !data ? (
        <Spinner />
      ) : data.docs.length === 0 ? (
        <p>The media library has no pictures yet.</p>
      ) : (
        <>
          <Grid aria-label="Pictures in the media library">
            {data.docs.map((doc) => {
              const src = mediaImageUrl(doc, 320)
              return (
                <li key={doc.id}>
                  <Choice onClick={() => onPick(doc)}>
                    {src && <Thumb src={src} alt="" loading="lazy" />}
                    <span>{mediaName(doc)}</span>
                  </Choice>
                </li>
              )
            })}
          </Grid>
          {data.totalPages > 1 && (
            <Pager>
              <Button
                $variant="secondary"
                $small
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Newer pictures
              </Button>
              <span aria-live="polite">
                Page {data.page} of {data.totalPages}
              </span>
              <Button
                $variant="secondary"
                $small
                disabled={page >= data.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                Older pictures
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  )
}
