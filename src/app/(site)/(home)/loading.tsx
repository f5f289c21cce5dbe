import { Loading } from '@/components/site/Loading'

export default function HomeLoading() {
  return <Loading text="Loading church information..." />
}
