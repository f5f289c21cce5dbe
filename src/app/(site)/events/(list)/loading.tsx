import { Loading } from '@/components/site/Loading'

export default function PageLoading() {
  return <Loading text="Loading events..." />
}
