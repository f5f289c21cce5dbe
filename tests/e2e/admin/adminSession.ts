/** Helpers of the admin browser tests: a signed-in page, inbox records, small real files. */
import { expect } from '@jest/globals'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'

import { BASE_URL, DESKTOP, newPage } from '../helpers/browser'

export const ADMIN_USERNAME = 'admin'
export const ADMIN_PASSWORD = 'grace1961'

/** Signs in as the seeded administrator (of the site under test, or of `url`); the bearer token. */
export async function adminToken(password = ADMIN_PASSWORD, url = BASE_URL): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/**
 * A page whose browser already holds an admin token under `admin_token`, as after signing in;
 * the sign-in form itself is proven in signIn.test.ts.
 */
export async function signedInPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const token = await adminToken()
  const page = await newPage(browser, viewport)
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('admin_token'))
      window.localStorage.setItem('admin_token', value)
  }, token)
  return page
}

/** Opens an admin screen and waits until its data has loaded (no spinner left). */
export async function openScreen(page: Page, path: string) {
  await page.goto(`${BASE_URL}${path}`)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.waitForFunction(() => !document.body.innerText.includes('Loading...'))
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
}

// Each run uses its own client address, so the public forms' rate limit never trips across runs.
const clientAddress = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

async function postPublicForm(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
}

/** The hidden field people never see, filled in: the server keeps the post in the Spam folder. */
export const LOOKS_AUTOMATED = { website: 'http://spam.example' }

export function submitPrayerRequest(subject: string, extra: Record<string, unknown> = {}) {
  return postPublicForm('/api/prayer-requests', {
    ...extra,
    name: 'Martha Greene',
    email: 'martha@example.org',
    subject,
    message: 'Please pray for my family during this season.',
    is_urgent: true,
  })
}

export function submitContactMessage(subject: string, extra: Record<string, unknown> = {}) {
  return postPublicForm('/api/contacts', {
    ...extra,
    name: 'Luis Ortega',
    email: 'luis@example.org',
    phone: '(214) 555-0100',
    subject,
    message: 'What time does Sunday School start?',
    contact_preference: 'email',
    message_type: 'visit',
  })
}

/** A real PNG made by sharp (the server checks the bytes, not the name). */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b7d5a' } })
    .png()
    .toBuffer()
}

/** A real one-second silent 8 kHz mono WAV file. */
export function tinyWav(): Buffer {
  const samples = 8000
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(8000, 24)
  header.writeUInt32LE(8000, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples, 40)
  return Buffer.concat([header, Buffer.alloc(samples, 128)])
}
