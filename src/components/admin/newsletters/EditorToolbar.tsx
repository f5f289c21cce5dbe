'use client'

import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $insertNodeToNearestRoot } from '@lexical/utils'
import {
  $createParagraphNode,
  $createTextNode,
  $findMatchingParent,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  type LexicalNode,
  mergeRegister,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from 'lexical'
import type React from 'react'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { ButtonDialog, type ButtonTarget } from './ButtonDialog'
import { EDIT_BUTTON_COMMAND } from './editorCommands'
import {
  $createButtonNode,
  $createLinkNode,
  $createUploadNode,
  $isButtonNode,
  $isLinkNode,
  type LinkNode,
} from './editorNodes'
import { LinkDialog, type LinkTarget } from './LinkDialog'
import { MediaPickerDialog } from './MediaPickerDialog'
import {
  INITIAL,
  Bar,
  Separator,
  Tool,
  TOOLS,
  pressedOf,
  $readState,
  noSubscription,
  $restore,
  type BlockType,
  type ToolbarState,
  type ToolKey,
} from './toolbarTools'

/**
 * The newsletter editor's toolbar: paragraph and headings, bold, italic, underline, the two
 * lists, a link, a picture from the media library and a button. One Tab stop; the arrow keys,
 * Home and End move between its buttons (the WAI-ARIA toolbar pattern).
 */
export function EditorToolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState<ToolbarState>(INITIAL)
  const [active, setActive] = useState(0)
  const bar = useRef<HTMLDivElement>(null)
  const saved = useRef<BaseSelection | null>(null)
  const [linkTarget, setLinkTarget] = useState<LinkTarget>(null)
  const [buttonTarget, setButtonTarget] = useState<ButtonTarget>(null)
  const [editingButton, setEditingButton] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  // The dialogs go to the end of <body>, outside the newsletter's form, once in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  const refresh = useCallback(() => {
    // Read now, inside read(): React runs a state updater later, outside the editor's state.
    const next = editor.getEditorState().read($readState)
    setState((s) => ({ ...s, ...next }))
  }, [editor])

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($readState)
          setState((s) => ({ ...s, ...next }))
        }),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            refresh()
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((s) => ({ ...s, canUndo }))
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((s) => ({ ...s, canRedo }))
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          EDIT_BUTTON_COMMAND,
          (key) => {
            editor.getEditorState().read(() => {
              const node = $getNodeByKey(key)
              if (!$isButtonNode(node)) return
              const { label: text, url } = node.getFields()
              setEditingButton(key)
              setButtonTarget({ label: text, url, editing: true })
            })
            return true
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, refresh],
  )

  const saveSelection = () => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
  }

  const setBlock = (block: BlockType) => {
    if (block === 'bullet' || block === 'number') {
      if (state.block === block) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
      else
        editor.dispatchCommand(
          block === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
          undefined,
        )
      return
    }
    if (state.block === 'bullet' || state.block === 'number') {
      editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    }
    editor.update(() => {
      const selection = $getSelection()
      $setBlocksType(selection, () =>
        block === 'paragraph' ? $createParagraphNode() : $createHeadingNode(block),
      )
    })
  }

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type)

  const openLink = () => {
    saveSelection()
    const collapsed = editor.getEditorState().read(() => {
      const selection = $getSelection()
      return !$isRangeSelection(selection) || selection.isCollapsed()
    })
    setLinkTarget({
      url: state.link ?? '',
      editing: state.link !== null,
      askText: state.link === null && collapsed,
    })
  }

  const saveLink = (url: string, text: string) => {
    setLinkTarget(null)
    editor.update(() => {
      $restore(saved.current)
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const existing = $findMatchingParent(
        selection.anchor.getNode(),
        $isLinkNode,
      ) as LinkNode | null
      if (existing) {
        existing.setUrl(url)
        return
      }
      if (selection.isCollapsed()) {
        const link = $createLinkNode(url).append($createTextNode(text || url))
        selection.insertNodes([link])
        return
      }
      // Wrap each selected run of text in its own link, paragraph by paragraph.
      const nodes = selection.extract()
      let current: LinkNode | null = null
      for (const node of nodes) {
        const parent = node.getParent()
        if (!parent || !node.isInline?.() || $isLinkNode(node)) continue
        if ($isLinkNode(parent)) {
          parent.setUrl(url)
          continue
        }
        if (!current || !current.getParent()?.is(parent)) {
          current = $createLinkNode(url)
          node.insertBefore(current)
        }
        current.append(node)
      }
    })
  }

  const removeLink = () => {
    setLinkTarget(null)
    editor.update(() => {
      $restore(saved.current)
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode)
      if (!link) return
      for (const child of [...(link as LinkNode).getChildren()]) link.insertBefore(child)
      link.remove()
    })
  }

  const insertBlock = (create: () => LexicalNode) => {
    editor.update(() => {
      $restore(saved.current)
      $insertNodeToNearestRoot(create())
    })
  }

  const saveButton = (text: string, url: string) => {
    setButtonTarget(null)
    if (editingButton) {
      const key = editingButton
      setEditingButton(null)
      editor.update(() => {
        const node = $getNodeByKey(key)
        if ($isButtonNode(node)) node.setButton(text, url)
      })
      return
    }
    insertBlock(() => $createButtonNode(text, url))
  }

  const press = (key: ToolKey) => {
    switch (key) {
      case 'paragraph':
      case 'h2':
      case 'h3':
      case 'bullet':
      case 'number':
        return setBlock(key)
      case 'bold':
      case 'italic':
      case 'underline':
        return format(key)
      case 'link':
        return openLink()
      case 'picture':
        saveSelection()
        return setPicking(true)
      case 'button':
        saveSelection()
        setEditingButton(null)
        return setButtonTarget({ label: '', url: '', editing: false })
      case 'undo':
        return editor.dispatchCommand(UNDO_COMMAND, undefined)
      case 'redo':
        return editor.dispatchCommand(REDO_COMMAND, undefined)
    }
  }

  const move = (event: React.KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const current = buttons.findIndex((b) => b === document.activeElement)
    if (current < 0) return
    const last = buttons.length - 1
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    buttons[next].focus()
    setActive(next)
  }

  return (
    <>
      <Bar ref={bar} role="toolbar" aria-label={label} onKeyDown={move}>
        {TOOLS.map((tool, index) => {
          const disabled =
            (tool.key === 'undo' && !state.canUndo) || (tool.key === 'redo' && !state.canRedo)
          const name = tool.key === 'link' && state.link !== null ? 'Edit link' : tool.name
          return (
            <span key={tool.key} style={{ display: 'contents' }}>
              {tool.separated && <Separator aria-hidden="true" />}
              <Tool
                type="button"
                aria-label={name === tool.text ? undefined : name}
                title={name}
                aria-pressed={pressedOf(tool.key, state)}
                style={tool.look}
                // A disabled button keeps its place in the toolbar for screen readers.
                aria-disabled={disabled || undefined}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
                // Keep the editor's selection while the mouse presses a tool.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (!disabled) press(tool.key)
                }}
              >
                {tool.text}
              </Tool>
            </span>
          )
        })}
      </Bar>
      {inBrowser &&
        createPortal(
          <>
            <LinkDialog
              target={linkTarget}
              onClose={() => setLinkTarget(null)}
              onSave={saveLink}
              onRemove={removeLink}
            />
            <ButtonDialog
              target={buttonTarget}
              onClose={() => {
                setButtonTarget(null)
                setEditingButton(null)
              }}
              onSave={saveButton}
            />
            <MediaPickerDialog
              open={picking}
              onClose={() => setPicking(false)}
              onPick={(doc) => {
                setPicking(false)
                insertBlock(() => $createUploadNode(doc.id))
              }}
            />
          </>,
          document.body,
        )}
    </>
  )
}
