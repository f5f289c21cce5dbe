'use client'

import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { contractResolver } from '@/lib/formResolver'
import { churchHistoryBody, churchInfoBody } from '@/lib/contract/schemas'
import type { ChurchHistoryJson, ChurchInfoJson } from '@/lib/contract/types'

import { AdminPage } from '@/ui/admin/AdminPage'
import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonAnchor, ButtonRow } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { describedBy, Field, Input, TextArea } from '@/ui/admin/FormField'
import { Spinner } from '@/ui/admin/Spinner'
import { Tabs } from '@/ui/admin/Tabs'

/** The forms hold text as typed; the founding year is sent as a number. */
type InfoValues = Record<keyof ChurchInfoJson, string>
type HistoryValues = {
  founding: string
  founder_name: string
  milestones: { year: string; event: string }[]
}

type TabKey = 'info' | 'history'

const INFO_FIELDS: {
  name: keyof ChurchInfoJson
  label: string
  kind: 'text' | 'textarea' | 'email' | 'tel'
}[] = [
  { name: 'name', label: 'Church Name', kind: 'text' },
  { name: 'tagline', label: 'Tagline', kind: 'text' },
  { name: 'mission', label: 'Mission Statement', kind: 'textarea' },
  { name: 'address', label: 'Address', kind: 'text' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'email', label: 'Email', kind: 'email' },
]

const LegalPanel = styled(Panel)`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.2rem;
    margin-bottom: 0.5rem;
  }
`

const FormPanel = styled(Panel)`
  max-width: 760px;
`

const MilestoneRow = styled.fieldset`
  border: 1px solid ${adminTheme.border};
  border-radius: 8px;
  padding: 0.75rem 1rem 0.25rem;
  margin: 0 0 1rem;
  display: grid;
  gap: 0 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: 8rem 1fr auto;
    align-items: start;
  }
  legend {
    font-weight: 600;
    padding: 0 0.35rem;
  }
`

const RemoveCell = styled.div`
  padding-bottom: 1rem;
  @media (min-width: 640px) {
    padding-top: 1.75rem;
  }
`

const SectionTitle = styled.h2`
  font-size: 1.1rem;
  margin: 0.5rem 0 0.75rem;
`

const Muted = styled.p`
  color: ${adminTheme.muted};
  margin: 0 0 1rem;
`

export function ChurchInfoScreen() {
  const info = useSWR<ChurchInfoJson>('/church-info')
  const history = useSWR<ChurchHistoryJson>('/church-history')
  const [tab, setTab] = useState<TabKey>('info')

  const failed = info.error || history.error
  const ready = info.data && history.data

  return (
    <AdminPage
      title="Church Information"
      description="The church's details and history, shown across the public website."
    >
      {failed ? (
        <Alert message={{ tone: 'error', text: 'Failed to load church information' }} />
      ) : !ready ? (
        <Spinner />
      ) : (
        <Tabs
          label="Church settings"
          tabs={[
            { key: 'info', label: 'Church Information' },
            { key: 'history', label: 'Church History' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'info' ? (
            <ChurchInfoForm initial={info.data!} onSaved={() => info.mutate()} />
          ) : (
            <ChurchHistoryForm initial={history.data!} onSaved={() => history.mutate()} />
          )}
        </Tabs>
      )}
      <LegalPanel aria-labelledby="legal-title">
        <h2 id="legal-title">Privacy Policy and Terms of Service</h2>
        <p>These pages are rich text (headings, lists, links), edited in the content panel.</p>
        <ButtonRow>
          <ButtonAnchor href="/cms/globals/legal-pages" $small>
            Edit Privacy &amp; Terms
          </ButtonAnchor>
        </ButtonRow>
      </LegalPanel>
    </AdminPage>
  )
}

function ChurchInfoForm({ initial, onSaved }: { initial: ChurchInfoJson; onSaved: () => unknown }) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InfoValues>({
    resolver: contractResolver<InfoValues>(churchInfoBody),
    defaultValues: Object.fromEntries(
      INFO_FIELDS.map((field) => [field.name, initial[field.name] ?? '']),
    ) as InfoValues,
  })

  const onSubmit = async (values: InfoValues) => {
    setMessage(null)
    try {
      await apiFetch('/admin/church-info', { method: 'PUT', body: values })
      setMessage({ tone: 'success', text: 'Church information updated successfully' })
      await onSaved()
    } catch (error) {
      console.error('Failed to update church information', error)
      setMessage({
        tone: 'error',
        text: errorDetail(error) ?? 'Failed to update church information',
      })
    }
  }

  return (
    <FormPanel>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Alert message={message} />
        {INFO_FIELDS.map((field) => {
          const id = `church-info-${field.name}`
          const error = errors[field.name]?.message
          const props = {
            id,
            'aria-invalid': Boolean(error),
            'aria-required': true,
            'aria-describedby': describedBy(id, undefined, error),
            ...register(field.name),
          }
          return (
            <Field key={field.name} id={id} label={field.label} required error={error}>
              {field.kind === 'textarea' ? (
                <TextArea rows={4} {...props} />
              ) : (
                <Input type={field.kind} {...props} />
              )}
            </Field>
          )
        })}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Church Information'}
        </Button>
      </form>
    </FormPanel>
  )
}

function ChurchHistoryForm({
  initial,
  onSaved,
}: {
  initial: ChurchHistoryJson
  onSaved: () => unknown
}) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<HistoryValues>({
    resolver: contractResolver<HistoryValues>(churchHistoryBody),
    defaultValues: {
      founding: String(initial.founding ?? ''),
      founder_name: initial.founder_name ?? '',
      milestones: (initial.milestones ?? []).map((m) => ({ year: m.year, event: m.event })),
    },
  })
  const milestones = useFieldArray({ control, name: 'milestones' })

  const onSubmit = async (values: HistoryValues) => {
    setMessage(null)
    try {
      await apiFetch('/admin/church-history', {
        method: 'PUT',
        body: { ...values, founding: Number(values.founding) },
      })
      setMessage({ tone: 'success', text: 'Church history updated successfully' })
      await onSaved()
    } catch (error) {
      console.error('Failed to update church history', error)
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to update church history' })
    }
  }

  const fieldError = (name: 'founding' | 'founder_name') => errors[name]?.message

  return (
    <FormPanel>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Alert message={message} />
        <Field id="history-founding" label="Founding Year" required error={fieldError('founding')}>
          <Input
            id="history-founding"
            inputMode="numeric"
            aria-required
            aria-invalid={Boolean(fieldError('founding'))}
            aria-describedby={describedBy('history-founding', undefined, fieldError('founding'))}
            {...register('founding')}
          />
        </Field>
        <Field
          id="history-founder"
          label="Founder Name"
          required
          error={fieldError('founder_name')}
        >
          <Input
            id="history-founder"
            aria-required
            aria-invalid={Boolean(fieldError('founder_name'))}
            aria-describedby={describedBy('history-founder', undefined, fieldError('founder_name'))}
            {...register('founder_name')}
          />
        </Field>

        <SectionTitle>Milestones</SectionTitle>
        {milestones.fields.length === 0 && (
          <Muted>No milestones yet. Add the moments that shaped the church.</Muted>
        )}
        {milestones.fields.map((row, index) => {
          const yearId = `milestone-${row.id}-year`
          const eventId = `milestone-${row.id}-event`
          const yearError = errors.milestones?.[index]?.year?.message
          const eventError = errors.milestones?.[index]?.event?.message
          return (
            <MilestoneRow key={row.id}>
              <legend>Milestone {index + 1}</legend>
              <Field id={yearId} label="Year" required error={yearError}>
                <Input
                  id={yearId}
                  aria-required
                  aria-invalid={Boolean(yearError)}
                  aria-describedby={describedBy(yearId, undefined, yearError)}
                  {...register(`milestones.${index}.year`)}
                />
              </Field>
              <Field id={eventId} label="Event" required error={eventError}>
                <TextArea
                  id={eventId}
                  rows={3}
                  aria-required
                  aria-invalid={Boolean(eventError)}
                  aria-describedby={describedBy(eventId, undefined, eventError)}
                  {...register(`milestones.${index}.event`)}
                />
              </Field>
              <RemoveCell>
                <Button
                  $variant="danger"
                  $small
                  aria-label={`Remove milestone ${index + 1}`}
                  onClick={() => milestones.remove(index)}
                >
                  Remove
                </Button>
              </RemoveCell>
            </MilestoneRow>
          )
        })}
        <ButtonRow>
          <Button $variant="secondary" onClick={() => milestones.append({ year: '', event: '' })}>
            + Add Milestone
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Church History'}
          </Button>
        </ButtonRow>
      </form>
    </FormPanel>
  )
}
