'use client'

import { useActionState, useEffect, useRef, useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

import { prefersReducedMotion } from '@/ui/site/reducedMotion'
import { contractResolver } from '@/lib/formResolver'
import { NOT_SENT, type PublicFormState } from '@/lib/formState'

import { postJson } from './postJson'
import { useAntiBot } from './useAntiBot'

/** A server action that takes the form posted without JavaScript (src/server/forms/actions.ts). */
export type PublicFormAction = (
  state: PublicFormState,
  formData: FormData,
) => Promise<PublicFormState>

/**
 * The shared life of a visitor's form (spec §4 "Public forms"): validated by the contract's
 * schema of its request, a sending state, then a success banner and a reset, or an error
 * banner. The anti-bot signals travel with every post. The banner (FormResult) takes the focus
 * and is scrolled into view: the button is disabled while sending, so focus would otherwise
 * fall to the page, and on a phone the banner sits above the screen.
 *
 * Without JavaScript the same form works: the browser posts it to the page, whose server
 * action (`action`) checks and stores it like the API, and the page comes back with the result,
 * each field's message and what was typed (the fields' `defaultValue`s). With JavaScript the
 * submit handler posts JSON to the API instead and the action is never called.
 */
export function usePublicForm<Values extends FieldValues>({
  schema,
  defaults,
  path,
  toBody,
  action,
}: {
  schema: $ZodType
  defaults: Values
  path: string
  /** The request body beside the anti-bot fields and `submitted_at`. */
  toBody: (values: Values) => Record<string, unknown>
  action: PublicFormAction
}) {
  const [posted, formAction] = useActionState(action, NOT_SENT)
  const [result, setResult] = useState<'success' | 'error' | null>(null)
  // Counts the answers, so that a second identical result is shown (focused) again.
  const [answers, setAnswers] = useState(0)
  const resultRef = useRef<HTMLDivElement>(null)
  const antiBot = useAntiBot()
  const typed = { ...defaults, ...(posted.values ?? {}) } as Values
  const form = useForm<Values>({
    resolver: contractResolver<Values>(schema),
    defaultValues: typed as DefaultValues<Values>,
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

  const register = form.register
  const errors = form.formState.errors
  return {
    /** A text field: registered, and filled with what was posted when the page came back. */
    text: (name: Path<Values>) => ({ ...register(name), defaultValue: String(typed[name] ?? '') }),
    checkbox: (name: Path<Values>) => ({ ...register(name), defaultChecked: Boolean(typed[name]) }),
    radio: (name: Path<Values>, value: string) => ({
      ...register(name),
      value,
      defaultChecked: typed[name] === value,
    }),
    /** The field's message: the browser's check, or the server's for a form posted without it. */
    errorOf: (name: Path<Values>) =>
      (errors[name]?.message as string | undefined) ?? posted.errors?.[name],
    isSubmitting: form.formState.isSubmitting,
    result: result ?? posted.result,
    resultRef,
    submit,
    formAction,
    honeypot: antiBot.honeypot,
  }
}
