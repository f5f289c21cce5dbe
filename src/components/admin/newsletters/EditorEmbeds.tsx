'use client'

import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection'
import { $getNodeByKey, type NodeKey } from 'lexical'
import styled from 'styled-components'
import useSWR from 'swr'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Button } from '@/ui/admin/Button'
import { EDIT_BUTTON_COMMAND } from './editorCommands'
import { cmsFetcher, type MediaDoc, mediaDocPath, mediaImageUrl } from './mediaLibrary'

/*
 * What the editor shows for a picture and a button: the picture itself, a box that looks like
 * the email's button, and small buttons to change or remove them (Backspace and Delete
 * remove a selected one too).
 */

const Embed = styled.div<{ $selected: boolean }>`
  position: relative;
  margin: 0.75rem 0;
  padding: 0.5rem;
  border: 2px solid ${({ $selected }) => ($selected ? adminTheme.focus : 'transparent')};
  border-radius: 8px;
  user-select: none;
`

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.4rem;
`

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 360px;
  border-radius: 6px;
  background: #e5e7eb;
`

const Missing = styled.p`
  margin: 0;
  padding: 1rem;
  border: 1px dashed ${adminTheme.border};
  border-radius: 6px;
  color: ${adminTheme.muted};
`

const ButtonLook = styled.span`
  display: inline-block;
  padding: 0.7rem 1.4rem;
  border-radius: 6px;
  background: ${adminTheme.primary};
  color: #fff;
  font-weight: 700;
`

const Target = styled.span`
  display: block;
  margin-top: 0.3rem;
  color: ${adminTheme.muted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`

function useRemove(nodeKey: NodeKey) {
  const [editor] = useLexicalComposerContext()
  return () => editor.update(() => $getNodeByKey(nodeKey)?.remove())
}

export function UploadPicture({
  mediaId,
  nodeKey,
}: {
  mediaId: number | string
  nodeKey: NodeKey
}) {
  const [selected, select, clear] = useLexicalNodeSelection(nodeKey)
  const remove = useRemove(nodeKey)
  const { data, error } = useSWR<MediaDoc>(['cms', mediaDocPath(mediaId)], ([, path]: string[]) =>
    cmsFetcher<MediaDoc>(path),
  )
  const src = data ? mediaImageUrl(data, 960) : null

  return (
    <Embed
      $selected={selected}
      onClick={(event) => {
        if (event.target instanceof HTMLButtonElement) return
        clear()
        select(true)
      }}
    >
      {error ? (
        <Missing>This picture is no longer in the media library.</Missing>
      ) : !data || !src ? (
        <Missing>Loading the picture...</Missing>
      ) : (
        <Picture src={src} alt={data.alt ?? ''} />
      )}
      <Tools>
        <Button $variant="danger" $small onClick={remove}>
          Remove picture
        </Button>
      </Tools>
    </Embed>
  )
}

export function ButtonBox({
  label,
  url,
  nodeKey,
}: {
  label: string
  url: string
  nodeKey: NodeKey
}) {
  const [editor] = useLexicalComposerContext()
  const [selected, select, clear] = useLexicalNodeSelection(nodeKey)
  const remove = useRemove(nodeKey)
  const name = label.trim() || 'Button'

  return (
    <Embed
      $selected={selected}
      onClick={(event) => {
        if (event.target instanceof HTMLButtonElement) return
        clear()
        select(true)
      }}
    >
      <ButtonLook>{name}</ButtonLook>
      <Target>Button link: {url}</Target>
      <Tools>
        <Button
          $variant="secondary"
          $small
          aria-label={`Edit button ${name}`}
          onClick={() => editor.dispatchCommand(EDIT_BUTTON_COMMAND, nodeKey)}
        >
          Edit button
        </Button>
        <Button $variant="danger" $small aria-label={`Remove button ${name}`} onClick={remove}>
          Remove button
        </Button>
      </Tools>
    </Embed>
  )
}
