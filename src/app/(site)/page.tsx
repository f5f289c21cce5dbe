export default function Home() {
  return <main>Welcome</main>
}
