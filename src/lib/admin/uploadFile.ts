import { MAX_IMAGE_BYTES } from '@/lib/contract/limits'
import type { UploadJson } from '@/lib/contract/types'

import { API_BASE, ApiError, authHeaders, reportUnauthorized } from './apiClient'

/**
 * POST /api/admin/upload with the multipart field `file`. XMLHttpRequest rather than fetch
 * because only XHR reports upload progress, which drives the progress bar.
 */
export function uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${API_BASE}/admin/upload`)
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      if (request.status >= 200 && request.status < 300) {
        const fileUrl = (body as UploadJson | undefined)?.data?.file_url
        if (typeof fileUrl === 'string') return resolve(storedFileUrl(fileUrl))
        return reject(new ApiError(request.status, undefined))
      }
      if (request.status === 401) reportUnauthorized()
      const detail = (body as { detail?: unknown } | undefined)?.detail
      reject(new ApiError(request.status, typeof detail === 'string' ? detail : undefined))
    }
    request.onerror = () => reject(new ApiError(0, undefined))
    const form = new FormData()
    form.append('file', file)
    request.send(form)
  })
}

/** Spec section 7: the server-relative path is prefixed with the site's origin when stored. */
export function storedFileUrl(fileUrl: string): string {
  return /^https?:\/\//.test(fileUrl) ? fileUrl : `${window.location.origin}${fileUrl}`
}

/** Spec section 5's checks on a picked image, in the order the spec gives them; 5 MB at most. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select a valid image file'
  if (file.size > MAX_IMAGE_BYTES) return 'Image file size must be less than 5MB'
  return null
}
