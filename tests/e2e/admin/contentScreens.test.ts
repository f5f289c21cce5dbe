import type { Browser, Page } from 'playwright-core'

import { launchBrowser } from '../helpers/browser'
import { openScreen, signedInPage, smallPng, tinyWav, unique } from './adminSession'

type Upload = {
  name: string
  mimeType: string
  buffer: () => Promise<Buffer> | Buffer
  done: string
}

type ContentCase = {
  path: string
  entity: string
  addLabel: string
  editTitle: string
  nameLabel: string
  fields: Record<string, string>
  edit: { label: string; value: string }
  upload?: Upload
  uploadedInto?: string
}

const cases: ContentCase[] = [
  {
    path: '/admin/staff',
    entity: 'Staff member',
    addLabel: 'Add Staff Member',
    editTitle: 'Edit Staff Member',
    nameLabel: 'Name',
    fields: { Title: 'Deacon', Bio: 'Serves at the food pantry every Saturday.' },
    edit: { label: 'Title', value: 'Chairman of Deacons' },
    upload: {
      name: 'deacon.png',
      mimeType: 'image/png',
      buffer: smallPng,
      done: 'Photo uploaded successfully',
    },
    uploadedInto: 'Photo URL',
  },
  {
    path: '/admin/events',
    entity: 'Event',
    addLabel: 'Add Event',
    editTitle: 'Edit Event',
    nameLabel: 'Title',
    fields: {
      Date: '2027-03-14',
      Time: '18:30',
      Location: 'Fellowship Hall',
      Description: 'A spring supper for the whole church family.',
    },
    edit: { label: 'Location', value: 'Church Lawn' },
  },
  {
    path: '/admin/ministries',
    entity: 'Ministry',
    addLabel: 'Add Ministry',
    editTitle: 'Edit Ministry',
    nameLabel: 'Name',
    fields: {
      Leader: 'Sister Ruth Banks',
      'Meeting Time': 'Tuesdays at 10:00 AM',
      Description: 'Quilting blankets for the hospital chaplaincy.',
    },
    edit: { label: 'Leader', value: 'Brother Tom Banks' },
  },
  {
    path: '/admin/sermons',
    entity: 'Sermon',
    addLabel: 'Add Sermon',
    editTitle: 'Edit Sermon',
    nameLabel: 'Title',
    fields: {
      Preacher: 'Pastor David Okafor',
      Date: '2026-11-15',
      Scripture: 'Psalm 23',
      Summary: 'The Lord is our shepherd in every valley.',
    },
    edit: { label: 'Scripture', value: 'Psalm 23:1-6' },
    upload: {
      name: 'sermon.wav',
      mimeType: 'audio/wav',
      buffer: tinyWav,
      done: 'Audio file uploaded successfully',
    },
    uploadedInto: 'Audio URL',
  },
]

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  page = await signedInPage(browser)
})
afterEach(async () => {
  await page.context().close()
})

async function successMessage(text: string) {
  await page.getByRole('status').filter({ hasText: text }).waitFor()
}

describe.each(cases)('$path', (entity) => {
  it(`adds, edits and deletes a ${entity.entity.toLowerCase()}, each surviving a reload`, async () => {
    const name = unique(`E2E ${entity.entity}`)
    await openScreen(page, entity.path)

    await page.getByRole('button', { name: `+ ${entity.addLabel}` }).click()
    const addDialog = page.getByRole('dialog', { name: entity.addLabel })
    await addDialog.getByLabel(entity.nameLabel, { exact: true }).fill(name)
    for (const [label, value] of Object.entries(entity.fields)) {
      await addDialog.getByLabel(label, { exact: true }).fill(value)
    }
    if (entity.upload) {
      await addDialog.locator('input[type=file]').setInputFiles({
        name: entity.upload.name,
        mimeType: entity.upload.mimeType,
        buffer: await entity.upload.buffer(),
      })
      await addDialog.getByRole('status').filter({ hasText: entity.upload.done }).waitFor()
      const stored = await addDialog.getByLabel(entity.uploadedInto!, { exact: true }).inputValue()
      expect(stored).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//)
    }
    await addDialog.getByRole('button', { name: entity.addLabel, exact: true }).click()
    await successMessage(`${entity.entity} added successfully`)

    await openScreen(page, entity.path)
    await page.getByRole('heading', { name }).waitFor()

    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const editDialog = page.getByRole('dialog', { name: entity.editTitle })
    await editDialog.getByLabel(entity.edit.label, { exact: true }).fill(entity.edit.value)
    await editDialog.getByRole('button', { name: 'Save Changes' }).click()
    await successMessage(`${entity.entity} updated successfully`)

    await openScreen(page, entity.path)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await card.getByText(entity.edit.value, { exact: false }).first().waitFor()

    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm
      .getByText(
        `Are you sure you want to delete this ${entity.entity === 'Staff member' ? 'staff member' : entity.entity.toLowerCase()}?`,
      )
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await successMessage(`${entity.entity} deleted successfully`)

    await openScreen(page, entity.path)
    expect(await page.getByRole('heading', { name }).count()).toBe(0)
  })
})
