'use client'

import { $isListNode, ListNode } from '@lexical/list'
import { $isHeadingNode } from '@lexical/rich-text'
import { $getNearestNodeOfType } from '@lexical/utils'
import {
  $findMatchingParent,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  type BaseSelection,
  type LexicalNode,
} from 'lexical'
import type React from 'react'
import styled from 'styled-components'

import { adminTheme } from '@/ui/admin/adminTheme'
import { $isLinkNode, type LinkNode } from './editorNodes'

/** The newsletter editor's toolbar: its buttons, their look, and the state they show. */

export type BlockType = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number'

export type ToolbarState = {
  block: BlockType
  bold: boolean
  italic: boolean
  underline: boolean
  link: string | null
  canUndo: boolean
  canRedo: boolean
}

export const INITIAL: ToolbarState = {
  block: 'paragraph',
  bold: false,
  italic: false,
  underline: false,
  link: null,
  canUndo: false,
  canRedo: false,
}

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.4rem;
  border-bottom: 1px solid ${adminTheme.border};
  background: #f8fafc;
  border-radius: 8px 8px 0 0;
`

export const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 0.2rem 0.2rem;
  background: ${adminTheme.border};
`

export const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: 0 0.6rem;
  border: 1px solid transparent;
  border-radius: 6px;
  background: transparent;
  color: ${adminTheme.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: #e5e7eb;
  }
  &[aria-pressed='true'] {
    background: ${adminTheme.tones.blue.background};
    border-color: ${adminTheme.tones.blue.border};
    color: ${adminTheme.tones.blue.text};
  }
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`

export type ToolKey =
  BlockType | 'bold' | 'italic' | 'underline' | 'link' | 'picture' | 'button' | 'undo' | 'redo'

/** The toolbar's buttons: the text they show, their accessible name, a gap before some. */
export const TOOLS: {
  key: ToolKey
  text: string
  name: string
  separated?: boolean
  look?: React.CSSProperties
}[] = [
  { key: 'paragraph', text: '¶', name: 'Paragraph' },
  { key: 'h2', text: 'H2', name: 'H2 Heading' },
  { key: 'h3', text: 'H3', name: 'H3 Subheading' },
  { key: 'bold', text: 'B', name: 'Bold', separated: true, look: { fontWeight: 800 } },
  {
    key: 'italic',
    text: 'I',
    name: 'Italic',
    look: { fontStyle: 'italic', fontFamily: 'Georgia, serif' },
  },
  { key: 'underline', text: 'U', name: 'Underline', look: { textDecoration: 'underline' } },
  { key: 'bullet', text: '• List', name: 'Bulleted list', separated: true },
  { key: 'number', text: '1. List', name: 'Numbered list' },
  { key: 'link', text: 'Link', name: 'Link', separated: true },
  { key: 'picture', text: 'Picture', name: 'Insert picture' },
  { key: 'button', text: 'Button', name: 'Insert button' },
  { key: 'undo', text: '↶', name: 'Undo', separated: true },
  { key: 'redo', text: '↷', name: 'Redo' },
]

/** Whether a toggle is on (undefined: the tool is no toggle). */
export function pressedOf(key: ToolKey, state: ToolbarState): boolean | undefined {
  switch (key) {
    case 'paragraph':
    case 'h2':
    case 'h3':
    case 'bullet':
    case 'number':
      return state.block === key
    case 'bold':
    case 'italic':
    case 'underline':
      return state[key]
    default:
      return undefined
  }
}

/** The top-level block of a node (the paragraph, heading or list it is in). */
function $topBlock(node: LexicalNode): LexicalNode {
  return node.getKey() === 'root'
    ? node
    : ($findMatchingParent(node, (n) => {
        const parent = n.getParent()
        return parent !== null && $isRootOrShadowRoot(parent)
      }) ?? node)
}

export function $readState(): Partial<ToolbarState> {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return { link: null }
  const anchor = selection.anchor.getNode()
  const top = $topBlock(anchor)
  let block: BlockType = 'paragraph'
  if ($isListNode(top)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? top
    block = list.getListType() === 'number' ? 'number' : 'bullet'
  } else if ($isHeadingNode(top)) {
    block = top.getTag() === 'h3' ? 'h3' : 'h2'
  }
  const link = $findMatchingParent(anchor, $isLinkNode) as LinkNode | null
  return {
    block,
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    link: link ? link.getUrl() : null,
  }
}

export const noSubscription = () => () => {}

/** Puts back the selection the editor had when a dialog opened, or the end of the text. */
export function $restore(saved: BaseSelection | null) {
  if (saved) $setSelection(saved.clone())
  else $getRoot().selectEnd()
}
