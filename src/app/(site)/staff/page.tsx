import type { Metadata } from 'next'

import { StaffCard } from '@/components/site/StaffCard'
import { Container, EmptyState, ErrorBanner, Grid, PageHero, Section } from '@/ui/site/kit'
import { getStaff, withBlurs } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Pastor & Staff',
  description: 'Meet the pastor and staff who serve the Grace Fellowship Baptist Church family.',
  alternates: { canonical: '/staff' },
}

export default async function StaffPage() {
  const staff = await loadOrError(
    async () => withBlurs(await getStaff(), (person) => person.photo),
    'Failed to load staff information',
  )
  return (
    <>
      <PageHero>
        <Container>
          <h1>Pastor & Staff</h1>
          <p>The servant leaders who shepherd, teach and care for our church family.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {staff.error && <ErrorBanner>{staff.error}</ErrorBanner>}
          {staff.data && staff.data.length === 0 && (
            <EmptyState>
              <h2>No Staff Members Added Yet</h2>
              <p>
                Administrators can add staff members from the admin dashboard.{' '}
                <a href="/admin/login">Sign in to the admin dashboard</a>
              </p>
            </EmptyState>
          )}
          {staff.data && staff.data.length > 0 && (
            <Grid $min={240} $max={4}>
              {staff.data.map((person, index) => (
                <StaffCard key={person.id} person={person} eager={index < 3} />
              ))}
            </Grid>
          )}
        </Container>
      </Section>
    </>
  )
}
