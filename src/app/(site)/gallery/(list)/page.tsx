import type { Metadata } from 'next'

import { GalleryListing } from '../GalleryListing'

export const metadata: Metadata = {
  title: 'Gallery',
  description:
    'Photos of worship, fellowship, youth and community life at Grace Fellowship Baptist Church.',
  alternates: { canonical: '/gallery' },
}

export default function GalleryPage() {
  return <GalleryListing page={1} />
}
