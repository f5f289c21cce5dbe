'use client'

import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { z } from 'zod/mini'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { contractResolver } from '@/lib/formResolver'
import { imageFileProblem } from '@/lib/admin/uploadFile'
import { galleryBody } from '@/lib/contract/schemas'
import type { GalleryImageJson } from '@/lib/contract/types'
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '@/lib/contract/values'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input, Select } from '@/ui/admin/FormField'
import { UploadControl, useFileUpload } from '@/ui/admin/UploadControl'

type GalleryValues = { alt: string; category: string; src: string }

/**
 * The contract's gallery schema, except that an empty image address passes: the dialog asks for
 * the image itself, with spec section 5's sentence, once the rest of the form is valid.
 */
const galleryFormSchema = z.extend(galleryBody, {
  src: z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    z.optional(galleryBody.shape.src),
  ),
})

const Preview = styled.figure`
  margin: 0 0 1rem;
  img {
    display: block;
    max-height: 220px;
    width: auto;
    max-width: 100%;
    border-radius: 8px;
    border: 1px solid ${adminTheme.border};
  }
  figcaption {
    margin-top: 0.35rem;
    font-size: 0.9rem;
  }
`

type GalleryImageDialogProps = {
  /** Null while closed; `{ image: null }` adds, `{ image }` edits. */
  target: { image: GalleryImageJson | null } | null
  onClose: () => void
  onSaved: (message: string) => Promise<void>
}

export function GalleryImageDialog({ target, onClose, onSaved }: GalleryImageDialogProps) {
  return (
    <Dialog
      open={target !== null}
      title={target?.image ? 'Edit Gallery Image' : 'Add New Gallery Image'}
      onClose={onClose}
      wide
    >
      {target && <GalleryImageForm image={target.image} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  )
}

export function GalleryImageForm({
  image,
  onClose,
  onSaved,
}: {
  image: GalleryImageJson | null
  onClose: () => void
  onSaved: (message: string) => Promise<void>
}) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const upload = useFileUpload()
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GalleryValues>({
    resolver: contractResolver<GalleryValues>(galleryFormSchema),
    defaultValues: {
      alt: image?.alt ?? '',
      category: image?.category ?? DEFAULT_GALLERY_CATEGORY,
      src: image?.src ?? '',
    },
  })
  const src = useWatch({ control, name: 'src' })?.trim()

  const onSubmit = async (values: GalleryValues) => {
    setMessage(null)
    if (!values.src.trim()) {
      setMessage({ tone: 'error', text: 'Please provide an image URL or upload an image' })
      return
    }
    try {
      await apiFetch(image ? `/gallery/${image.id}` : '/gallery', {
        method: image ? 'PUT' : 'POST',
        body: { src: values.src, alt: values.alt, category: values.category },
      })
      await onSaved(
        image ? 'Gallery image updated successfully' : 'Gallery image added successfully',
      )
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to save gallery image' })
    }
  }

  const altError = errors.alt?.message
  const srcError = errors.src?.message

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      <Field id="gallery-alt" label="Description" required error={altError}>
        <Input
          id="gallery-alt"
          aria-required
          aria-invalid={Boolean(altError)}
          aria-describedby={describedBy('gallery-alt', undefined, altError)}
          {...register('alt')}
        />
      </Field>
      <Field id="gallery-category" label="Category">
        <Select id="gallery-category" {...register('category')}>
          {GALLERY_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="gallery-src"
        label="Image URL"
        hint="Paste a web address, or upload an image below."
        error={srcError}
      >
        <Input
          id="gallery-src"
          type="url"
          aria-invalid={Boolean(srcError)}
          aria-describedby={describedBy(
            'gallery-src',
            'Paste a web address, or upload an image below.',
            srcError,
          )}
          {...register('src')}
        />
      </Field>
      <UploadControl
        upload={upload}
        accept="image/*"
        buttonLabel="Upload Image"
        note="Max 5MB"
        checkFile={imageFileProblem}
        successText="Image uploaded successfully"
        failureText="Failed to upload image"
        onUploaded={(url) => setValue('src', url, { shouldValidate: true })}
        onMessage={setMessage}
      />
      {src && !srcError && (
        <Preview>
          {/* eslint-disable-next-line @next/next/no-img-element -- any host the admin typed */}
          <img src={src} alt="Preview of the selected image" />
          <figcaption>
            <a href={src} target="_blank" rel="noopener noreferrer">
              View full image<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </figcaption>
        </Preview>
      )}
      <DialogActions>
        <Button type="submit" disabled={upload.uploading || isSubmitting}>
          {upload.uploading
            ? 'Uploading...'
            : isSubmitting
              ? 'Saving...'
              : image
                ? 'Update Image'
                : 'Add Image'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
