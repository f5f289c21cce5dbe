'use client'

import { useCallback, useId, useRef, useState } from 'react'
import styled from 'styled-components'

import { uploadFile } from '@/lib/admin/uploadFile'

import { adminTheme } from './adminTheme'
import type { AlertMessage } from './Alert'
import { Button } from './Button'

/** Upload state shared by the picker and the form that must wait for it (its submit button). */
export function useFileUpload() {
  const [uploading, setUploading] = useState(false)
  const [progress, setProgress] = useState(0)

  const upload = useCallback(async (file: File) => {
    setUploading(true)
    setProgress(0)
    try {
      return await uploadFile(file, setProgress)
    } finally {
      setUploading(false)
    }
  }, [])

  return { uploading, progress, upload }
}

export type FileUpload = ReturnType<typeof useFileUpload>

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: -0.4rem 0 1rem;
`

const Note = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

const Progress = styled.progress`
  width: 100%;
  height: 0.6rem;
  accent-color: ${adminTheme.primary};
`

type UploadControlProps = {
  upload: FileUpload
  accept: 'image/*' | 'audio/*'
  buttonLabel: string
  note?: string
  /** The spec's check of a picked file; returns the message to show, or null when fine. */
  checkFile: (file: File) => string | null
  successText: string
  failureText: string
  onUploaded: (url: string) => void
  onMessage: (message: AlertMessage) => void
}

/** A button that opens the file picker, sends the file to /api/admin/upload and shows real progress. */
export function UploadControl({
  upload,
  accept,
  buttonLabel,
  note,
  checkFile,
  successText,
  failureText,
  onUploaded,
  onMessage,
}: UploadControlProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const progressId = useId()

  const onPicked = async (file: File | undefined) => {
    if (!file) return
    const problem = checkFile(file)
    if (problem) return onMessage({ tone: 'error', text: problem })
    try {
      const url = await upload.upload(file)
      onUploaded(url)
      onMessage({ tone: 'success', text: successText })
    } catch (error) {
      console.error(failureText, error)
      onMessage({ tone: 'error', text: failureText })
    }
  }

  return (
    <>
      <Row>
        <Button
          $variant="secondary"
          $small
          disabled={upload.uploading}
          onClick={() => inputRef.current?.click()}
        >
          {upload.uploading ? 'Uploading...' : buttonLabel}
        </Button>
        {note && <Note>{note}</Note>}
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          hidden
          aria-label={buttonLabel}
          data-testid="upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            void onPicked(file)
          }}
        />
      </Row>
      {upload.uploading && (
        <Row>
          <label htmlFor={progressId} className="visually-hidden">
            Upload progress
          </label>
          <Progress id={progressId} max={100} value={Math.round(upload.progress * 100)}>
            {Math.round(upload.progress * 100)}%
          </Progress>
        </Row>
      )}
    </>
  )
}
