/**
 * The admin's newsletter editor writes the JSON of Payload's Lexical field (collections/
 * richText.ts, `newsletterEditor`): links, pictures and buttons in the shapes of Payload's own
 * nodes (richtext-lexical's LinkNode v3, UploadServerNode v3, ServerBlockNode v2), so that a
 * newsletter opens alike here and in /cms; and it reads what Payload's panel writes.
 */
import { $createListItemNode, $createListNode } from '@lexical/list'
import { $createHeadingNode } from '@lexical/rich-text'
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical'

import { isEmptyBody, normalizeBody } from '@/components/admin/newsletters/bodyJson'
import {
  $createButtonNode,
  $createLinkNode,
  $createUploadNode,
} from '@/components/admin/newsletters/editorNodes'
import { NEWSLETTER_NODES } from '@/components/admin/newsletters/NewsletterEditor'

const HEX_ID = /^[0-9a-f]{24}$/

function newEditor() {
  return createEditor({
    nodes: NEWSLETTER_NODES,
    onError: (error) => {
      throw error
    },
  })
}

/** A document as Payload's panel stores it: its link, upload and block nodes, verbatim. */
const fromPayload = {
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'heading',
        tag: 'h2',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [
          {
            type: 'text',
            text: 'Harvest',
            format: 0,
            detail: 0,
            mode: 'normal',
            style: '',
            version: 1,
          },
        ],
      },
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 1,
        textStyle: '',
        children: [
          {
            type: 'text',
            text: 'Read ',
            format: 1,
            detail: 0,
            mode: 'normal',
            style: '',
            version: 1,
          },
          {
            type: 'link',
            id: '6745c0ffee0000000000abcd',
            version: 3,
            fields: { url: 'https://example.org/harvest', newTab: false, linkType: 'custom' },
            format: '',
            indent: 0,
            direction: 'ltr',
            children: [
              {
                type: 'text',
                text: 'the plan',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
                version: 1,
              },
            ],
          },
        ],
      },
      {
        type: 'upload',
        version: 3,
        format: '',
        id: '6745c0ffee0000000000beef',
        fields: null,
        relationTo: 'media',
        value: 7,
      },
      {
        type: 'block',
        version: 2,
        format: '',
        fields: {
          id: '6745c0ffee0000000000cafe',
          blockName: '',
          blockType: 'button',
          label: 'Sign up',
          url: '/events/harvest',
        },
      },
    ],
  },
}

describe('the newsletter editor’s document', () => {
  it('reads a document of Payload’s panel and writes it back unchanged', () => {
    const state = newEditor().parseEditorState(JSON.stringify(fromPayload))
    expect(state.toJSON()).toEqual(fromPayload)
  })

  it('writes links, pictures and buttons in the shapes of Payload’s nodes', () => {
    const editor = newEditor()
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append(
          $createTextNode('Come '),
          $createLinkNode('mailto:office@example.org').append($createTextNode('write')),
        )
        const list = $createListNode('bullet').append(
          $createListItemNode().append($createTextNode('One')),
        )
        $getRoot().append(
          $createHeadingNode('h3').append($createTextNode('News')),
          paragraph,
          list,
          $createUploadNode(12),
          $createButtonNode('Give', 'https://example.org/give'),
        )
      },
      { discrete: true },
    )
    const [heading, paragraph, list, upload, button] = editor.getEditorState().toJSON().root
      .children as unknown as Record<string, unknown>[]
    expect(heading).toMatchObject({ type: 'heading', tag: 'h3', version: 1 })
    expect(list).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    const link = (paragraph.children as Record<string, unknown>[])[1]
    expect(link).toEqual({
      type: 'link',
      version: 3,
      id: expect.stringMatching(HEX_ID),
      fields: { linkType: 'custom', url: 'mailto:office@example.org', newTab: false },
      children: [expect.objectContaining({ type: 'text', text: 'write' })],
      direction: null,
      format: '',
      indent: 0,
    })
    expect(upload).toEqual({
      type: 'upload',
      version: 3,
      format: '',
      id: expect.stringMatching(HEX_ID),
      fields: null,
      relationTo: 'media',
      value: 12,
    })
    expect(button).toEqual({
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: expect.stringMatching(HEX_ID),
        blockName: '',
        blockType: 'button',
        label: 'Give',
        url: 'https://example.org/give',
      },
    })
  })

  it('keeps the media id of a picture that Payload answered with its document', () => {
    const body = normalizeBody({
      root: {
        ...fromPayload.root,
        children: [{ ...fromPayload.root.children[2], value: { id: 7, alt: 'Sunset' } }],
      },
    })
    expect(body?.root.children[0].value).toBe(7)
  })

  it('counts a document of empty paragraphs as no body, and a lone picture as one', () => {
    const empty = {
      root: { ...fromPayload.root, children: [{ ...fromPayload.root.children[1], children: [] }] },
    }
    expect(isEmptyBody(normalizeBody(empty))).toBe(true)
    const picture = { root: { ...fromPayload.root, children: [fromPayload.root.children[2]] } }
    expect(isEmptyBody(normalizeBody(picture))).toBe(false)
    expect(normalizeBody({ root: { type: 'paragraph' } })).toBeNull()
  })
})
