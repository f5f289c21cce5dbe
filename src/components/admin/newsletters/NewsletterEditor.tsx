'use client'

import { $isListNode, ListItemNode, ListNode } from '@lexical/list'
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $createHeadingNode, HeadingNode } from '@lexical/rich-text'
import {
  COMMAND_PRIORITY_CRITICAL,
  createEditor,
  type EditorThemeClasses,
  KEY_DOWN_COMMAND,
  mergeRegister,
  TextNode,
} from 'lexical'
import { useEffect, useMemo } from 'react'
import styled from 'styled-components'

import { adminTheme } from '@/ui/admin/adminTheme'
import type { BodyJson } from './bodyJson'
import { ButtonNode, LinkNode, UploadNode } from './editorNodes'
import { EditorToolbar } from './EditorToolbar'

/**
 * The nodes of the newsletter's body, those of Payload's `newsletterEditor` features
 * (collections/richText.ts): paragraph and text (Lexical's own), headings, lists, links,
 * pictures and the button block.
 */
export const NEWSLETTER_NODES = [
  HeadingNode,
  ListNode,
  ListItemNode,
  LinkNode,
  UploadNode,
  ButtonNode,
]

/** Bold, italic and underline: the only text formats the newsletter's features allow. */
const ALLOWED_FORMATS = 1 | 2 | 8

const theme: EditorThemeClasses = {
  paragraph: 'nl-p',
  heading: { h2: 'nl-h2', h3: 'nl-h3' },
  list: { ul: 'nl-ul', ol: 'nl-ol', listitem: 'nl-li', nested: { listitem: 'nl-nested' } },
  link: 'nl-link',
  text: { bold: 'nl-bold', italic: 'nl-italic', underline: 'nl-underline' },
}

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ $invalid }) => ($invalid ? adminTheme.danger : '#9ca3af')};
  border-radius: 8px;
  background: #fff;
  &:focus-within {
    outline: 3px solid ${adminTheme.focus};
    outline-offset: 2px;
  }
`

const Surface = styled.div`
  position: relative;
  .nl-editable {
    min-height: 320px;
    max-height: 70vh;
    overflow-y: auto;
    padding: 0.9rem 1rem;
    outline: none;
    font-size: 1rem;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .nl-p {
    margin: 0 0 0.8rem;
  }
  .nl-h2 {
    margin: 1.1rem 0 0.6rem;
    font-size: 1.45rem;
  }
  .nl-h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.2rem;
  }
  .nl-ul,
  .nl-ol {
    margin: 0 0 0.8rem;
    padding-left: 1.6rem;
  }
  .nl-nested {
    list-style: none;
  }
  .nl-bold {
    font-weight: 700;
  }
  .nl-italic {
    font-style: italic;
  }
  .nl-underline {
    text-decoration: underline;
  }
  .nl-link {
    color: ${adminTheme.primary};
    text-decoration: underline;
  }
`

const Placeholder = styled.div`
  position: absolute;
  top: 0.9rem;
  left: 1rem;
  color: #6b7280;
  pointer-events: none;
  user-select: none;
`

/**
 * Keeps pasted content within what the newsletter allows: other text formats and inline
 * styles are dropped, an h1 becomes a heading and h4-h6 a subheading, a checklist a bulleted
 * list. And leaves the keys of the pictures' and buttons' controls to them.
 */
function KeepToNewsletterPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(TextNode, (node) => {
          const format = node.getFormat()
          if (format & ~ALLOWED_FORMATS) node.setFormat(format & ALLOWED_FORMATS)
          if (node.getStyle() !== '') node.setStyle('')
        }),
        editor.registerNodeTransform(HeadingNode, (node) => {
          const tag = node.getTag()
          if (tag === 'h2' || tag === 'h3') return
          const replacement = $createHeadingNode(tag === 'h1' ? 'h2' : 'h3')
          replacement.append(...node.getChildren())
          node.replace(replacement)
        }),
        editor.registerNodeTransform(ListNode, (node) => {
          if ($isListNode(node) && node.getListType() === 'check') node.setListType('bullet')
        }),
        // A key pressed on a picture's or a button's own controls (Edit, Remove) is theirs:
        // Lexical would take Enter and Backspace for the text, and the control would not work.
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) =>
            event.target instanceof HTMLElement &&
            event.target !== editor.getRootElement() &&
            event.target.closest('button') !== null,
          COMMAND_PRIORITY_CRITICAL,
        ),
      ),
    [editor],
  )
  return null
}

/**
 * The stored body as the editor's first state, when the editor can read it; null otherwise
 * (a node no feature of the newsletter knows), and the editor starts empty.
 */
function readableState(body: BodyJson | null): string | null {
  if (!body) return null
  const json = JSON.stringify(body)
  try {
    createEditor({
      nodes: NEWSLETTER_NODES,
      onError: (error) => {
        throw error
      },
    }).parseEditorState(json)
    return json
  } catch {
    return null
  }
}

type NewsletterEditorProps = {
  /** The id of the element that names the editor (the field's visible label). */
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  initialBody: BodyJson | null
  onChange: (body: BodyJson) => void
  /** Told once when the stored body could not be read. */
  onUnreadable?: () => void
}

/**
 * The newsletter's body: Lexical with the nodes of Payload's newsletter editor, so that what
 * is written here opens alike in Payload's panel, with a toolbar and Lexical's own keyboard
 * shortcuts (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Z). Tab leaves the editor, as in any form field.
 */
export function NewsletterEditor({
  labelledBy,
  describedBy,
  invalid = false,
  initialBody,
  onChange,
  onUnreadable,
}: NewsletterEditorProps) {
  const initialState = useMemo(() => readableState(initialBody), [initialBody])
  const unreadable = initialBody !== null && initialState === null

  useEffect(() => {
    if (unreadable) onUnreadable?.()
  }, [unreadable, onUnreadable])

  // Read once, when the editor starts: later answers of the server do not reset the text.
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'newsletter',
      nodes: NEWSLETTER_NODES,
      theme,
      editorState: initialState ?? undefined,
      onError: (error) => console.error('Newsletter editor', error),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Frame $invalid={invalid}>
        <EditorToolbar label="Formatting" />
        <Surface>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="nl-editable"
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-placeholder="Write the newsletter..."
                placeholder={<Placeholder>Write the newsletter...</Placeholder>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Surface>
      </Frame>
      <HistoryPlugin />
      <ListPlugin />
      <KeepToNewsletterPlugin />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(editorState) => onChange(editorState.toJSON() as unknown as BodyJson)}
      />
    </LexicalComposer>
  )
}
