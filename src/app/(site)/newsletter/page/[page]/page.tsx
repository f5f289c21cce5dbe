import { numberedPage, type NumberedPageProps } from '@/server/site/slugPage'

import { NewsletterListing } from '../../NewsletterListing'

const route = numberedPage((page) => ({
  title: `Newsletter, page ${page}`,
  description: `Past newsletters of Grace Fellowship Baptist Church, page ${page}.`,
  alternates: {
    canonical: `/newsletter/page/${page}`,
    types: { 'application/rss+xml': '/newsletter/feed.xml' },
  },
}))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function NewsletterArchivePageN(props: NumberedPageProps) {
  return <NewsletterListing page={await route.number(props)} />
}
