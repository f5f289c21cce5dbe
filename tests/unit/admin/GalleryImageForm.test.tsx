import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { GalleryImageForm } from '@/components/admin/GalleryImageDialog'
import { MAX_IMAGE_BYTES } from '@/lib/contract/limits'

import { mockApi } from './adminTestKit'

/** A stand-in XMLHttpRequest whose upload progress and answer the test drives by hand. */
class ScriptedUpload {
  static last: ScriptedUpload | null = null
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  responseText = ''
  headers: Record<string, string> = {}
  open = jest.fn()
  send = jest.fn()
  constructor() {
    ScriptedUpload.last = this
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const realXhr = global.XMLHttpRequest
beforeEach(() => {
  global.XMLHttpRequest = ScriptedUpload as unknown as typeof XMLHttpRequest
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  global.XMLHttpRequest = realXhr
  jest.restoreAllMocks()
})

function setup() {
  const onSaved = jest.fn(async () => undefined)
  const user = userEvent.setup({ applyAccept: false })
  render(<GalleryImageForm image={null} onClose={jest.fn()} onSaved={onSaved} />)
  const picker = () => screen.getByTestId('upload-input') as HTMLInputElement
  return { onSaved, user, picker }
}

describe('gallery image dialog (spec section 5)', () => {
  it("asks for an image when submitted without a URL: 'Please provide an image URL or upload an image'", async () => {
    const { fetchMock } = mockApi({})
    const { user, onSaved } = setup()
    await user.type(screen.getByLabelText(/^Description/), 'Choir on Easter morning')
    await user.click(screen.getByRole('button', { name: 'Add Image' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please provide an image URL or upload an image',
    )
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('asks for an image the same way when the URL is only spaces', async () => {
    const { fetchMock } = mockApi({})
    const { user } = setup()
    await user.type(screen.getByLabelText(/^Description/), 'Choir')
    await user.type(screen.getByLabelText(/^Image URL/), '   ')
    await user.click(screen.getByRole('button', { name: 'Add Image' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please provide an image URL or upload an image',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("refuses an address the site would not show, with the contract's sentence", async () => {
    const { fetchMock } = mockApi({})
    const { user } = setup()
    await user.type(screen.getByLabelText(/^Description/), 'Choir')
    await user.type(screen.getByLabelText(/^Image URL/), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Add Image' }))
    expect(await screen.findByText('Enter an http(s) URL or a /media/... path')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('accepts only image files in the picker', () => {
    mockApi({})
    const { picker } = setup()
    expect(picker()).toHaveAttribute('accept', 'image/*')
  })

  it("refuses a file that is not an image: 'Please select a valid image file'", async () => {
    mockApi({})
    const { user, picker } = setup()
    await user.upload(picker(), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid image file')
    expect(ScriptedUpload.last).toBeNull()
  })

  it("refuses an image over 5 MB: 'Image file size must be less than 5MB'", async () => {
    mockApi({})
    ScriptedUpload.last = null
    const { user, picker } = setup()
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' })
    await user.upload(picker(), big)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Image file size must be less than 5MB',
    )
    expect(ScriptedUpload.last).toBeNull()
  })

  it("shows 'Uploading...' with real progress, then fills the URL with the stored address", async () => {
    const { calls } = mockApi({ 'POST /api/gallery': { status: 201, body: { id: 9 } } })
    const { user, picker, onSaved } = setup()
    await user.type(screen.getByLabelText(/^Description/), 'Youth camp')
    await user.upload(picker(), new File(['png'], 'camp.png', { type: 'image/png' }))

    const submit = screen
      .getAllByRole('button', { name: 'Uploading...' })
      .find((button) => button.getAttribute('type') === 'submit')
    expect(submit).toBeDisabled()
    ScriptedUpload.last!.progress(40, 100)
    await waitFor(() =>
      expect(screen.getByLabelText('Upload progress')).toHaveAttribute('value', '40'),
    )

    ScriptedUpload.last!.answer(201, { success: true, data: { file_url: '/media/camp-1.png' } })
    expect(await screen.findByRole('status')).toHaveTextContent('Image uploaded successfully')
    expect(screen.getByLabelText(/^Image URL/)).toHaveValue(
      `${window.location.origin}/media/camp-1.png`,
    )
    expect(screen.getByRole('link', { name: /View full image/ })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Add Image' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Gallery image added successfully'))
    expect(JSON.parse(calls[0].body!)).toEqual({
      src: `${window.location.origin}/media/camp-1.png`,
      alt: 'Youth camp',
      category: 'worship',
    })
  })

  it("reports a refused upload as 'Failed to upload image'", async () => {
    mockApi({})
    const { user, picker } = setup()
    await user.upload(picker(), new File(['png'], 'camp.png', { type: 'image/png' }))
    ScriptedUpload.last!.answer(415, { detail: 'Unsupported file type' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload image')
  })

  it("shows the server's detail, else 'Failed to save gallery image', when saving fails", async () => {
    mockApi({ 'POST /api/gallery': { status: 500, raw: 'boom' } })
    const { user } = setup()
    await user.type(screen.getByLabelText(/^Description/), 'Picnic')
    await user.type(screen.getByLabelText(/^Image URL/), 'https://example.org/picnic.jpg')
    await user.click(screen.getByRole('button', { name: 'Add Image' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save gallery image')
  })
})
