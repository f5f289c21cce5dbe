'use client'

import { useEffect, useRef, useState } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

import { prefersReducedMotion } from '@/components/site/reducedMotion'
import { contractResolver } from '@/lib/formResolver'

import { postJson } from './postJson'
import { useAntiBot } from './useAntiBot'

/**
 * The shared life of a visitor's form (spec §4 "Public forms"): validated by the contract's
 * schema of its request, a sending state, then a success banner and a reset, or an error
 * banner. The anti-bot signals travel with every post. The banner (FormResult) takes the focus
 * and is scrolled into view: the button is disabled while sending, so focus would otherwise
 * fall to the page, and on a phone the banner sits above the screen.
 */
export function usePublicForm<Values extends FieldValues>({
  schema,
  defaults,
  path,
  toBody,
}: {
  schema: $ZodType
  defaults: Values
  path: string
  /** The request body beside the anti-bot fields and `submitted_at`. */
  toBody: (values: Values) => Record<string, unknown>
}) {
  const [result, setResult] = useState<'success' | 'error' | null>(null)
  // Counts the answers, so that a second identical result is shown (focused) again.
  const [answers, setAnswers] = useState(0)
  const resultRef = useRef<HTMLDivElement>(null)
  const antiBot = useAntiBot()
  const form = useForm<Values>({
    resolver: contractResolver<Values>(schema),
    defaultValues: defaults as DefaultValues<Values>,
  })

  const submit = form.handleSubmit(async (values) => {
    setResult(null)
    const ok = await postJson(path, {
      ...toBody(values),
      submitted_at: new Date().toISOString(),
      ...antiBot.fields(),
    })
    setResult(ok ? 'success' : 'error')
    setAnswers((count) => count + 1)
    if (ok) form.reset(defaults)
  })

  useEffect(() => {
    const banner = resultRef.current
    if (!result || !banner) return
    banner.focus({ preventScroll: true })
    banner.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }, [result, answers])

  return {
    register: form.register,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    result,
    resultRef,
    submit,
    honeypot: antiBot.honeypot,
  }
}
