import { numberedPage, type NumberedPageProps } from '@/server/site/slugPage'

import { GalleryListing } from '../../GalleryListing'

const route = numberedPage((page) => ({
  title: `Gallery, page ${page}`,
  alternates: { canonical: `/gallery/page/${page}` },
}))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function GalleryPageN(props: NumberedPageProps) {
  return <GalleryListing page={await route.number(props)} />
}
