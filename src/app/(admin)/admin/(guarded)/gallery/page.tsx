import type { Metadata } from 'next'

import { GalleryScreen } from '@/components/admin/GalleryScreen'

export const metadata: Metadata = { title: 'Gallery' }

export default function AdminGalleryPage() {
  return <GalleryScreen />
}
