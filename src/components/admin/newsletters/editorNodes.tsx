'use client'

import {
  DecoratorBlockNode,
  type SerializedDecoratorBlockNode,
} from '@lexical/react/LexicalDecoratorBlockNode'
import {
  $applyNodeReplacement,
  $isElementNode,
  $isRangeSelection,
  type BaseSelection,
  type DOMConversionMap,
  type EditorConfig,
  ElementNode,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type RangeSelection,
  type SerializedElementNode,
  type Spread,
} from 'lexical'
import type { JSX } from 'react'

import { isSafeHref } from '@/lib/contract/links'

import { BUTTON_BLOCK, objectId } from './bodyJson'
import { ButtonBox, UploadPicture } from './EditorEmbeds'

/*
 * The three nodes of the newsletter's editor that Payload's Lexical features define (link,
 * upload, block), mirrored so that their JSON is exactly what Payload writes and reads
 * (node_modules/@payloadcms/richtext-lexical/dist/features/{link/nodes,upload/server/nodes,
 * blocks/server/nodes}): the same type, version and fields. Lexical's own @lexical/link node
 * keeps its address at the top level, which Payload's link feature does not read.
 */

// Links: Payload's LinkNode, version 3, its address in `fields`.

export type LinkFields = { linkType: 'custom'; url: string; newTab: boolean }

export type SerializedLinkNode = Spread<
  { type: 'link'; version: 3; id: string; fields: LinkFields },
  SerializedElementNode
>

export class LinkNode extends ElementNode {
  __fields: LinkFields
  __id: string

  static getType(): string {
    return 'link'
  }

  static clone(node: LinkNode): LinkNode {
    return new LinkNode(node.__fields, node.__id, node.__key)
  }

  constructor(fields?: LinkFields, id?: string, key?: NodeKey) {
    super(key)
    this.__fields = fields ?? { linkType: 'custom', url: '', newTab: false }
    this.__id = id ?? objectId()
  }

  static importJSON(json: SerializedLinkNode): LinkNode {
    return $createLinkNode(json.fields?.url ?? '').updateFromJSON(json)
  }

  updateFromJSON(json: LexicalUpdateJSON<SerializedLinkNode>): this {
    return super
      .updateFromJSON(json)
      .setUrl(typeof json.fields?.url === 'string' ? json.fields.url : '')
      .setLinkId(json.id || objectId())
  }

  static importDOM(): DOMConversionMap | null {
    return {
      a: () => ({
        conversion: (element) => {
          const href = element.getAttribute('href') ?? ''
          return { node: element.textContent && isSafeHref(href) ? $createLinkNode(href) : null }
        },
        priority: 1,
      }),
    }
  }

  exportJSON(): SerializedLinkNode {
    return {
      ...super.exportJSON(),
      type: 'link',
      fields: { linkType: 'custom', url: this.getUrl(), newTab: false },
      id: this.getLatest().__id,
      version: 3,
    }
  }

  createDOM(config: EditorConfig): HTMLElement {
    const anchor = document.createElement('a')
    const url = this.__fields.url
    if (isSafeHref(url)) anchor.href = url
    const className = config.theme.link
    if (typeof className === 'string') anchor.className = className
    return anchor
  }

  updateDOM(previous: this, anchor: HTMLElement): boolean {
    const url = this.__fields.url
    if (url !== previous.__fields.url) {
      if (isSafeHref(url)) anchor.setAttribute('href', url)
      else anchor.removeAttribute('href')
    }
    return false
  }

  getUrl(): string {
    return this.getLatest().__fields.url
  }

  setUrl(url: string): this {
    const writable = this.getWritable()
    writable.__fields = { linkType: 'custom', url, newTab: false }
    return writable
  }

  setLinkId(id: string): this {
    const writable = this.getWritable()
    writable.__id = id
    return writable
  }

  insertNewAfter(selection: RangeSelection, restoreSelection = true): null | ElementNode {
    const next = this.getParentOrThrow().insertNewAfter(selection, restoreSelection)
    if ($isElementNode(next)) {
      const link = $createLinkNode(this.getUrl())
      next.append(link)
      return link
    }
    return null
  }

  isInline(): true {
    return true
  }

  canBeEmpty(): false {
    return false
  }

  canInsertTextBefore(): false {
    return false
  }

  canInsertTextAfter(): false {
    return false
  }

  extractWithChild(_child: LexicalNode, selection: BaseSelection | null): boolean {
    if (!$isRangeSelection(selection)) return false
    const anchor = selection.anchor.getNode()
    const focus = selection.focus.getNode()
    return (
      this.isParentOf(anchor) && this.isParentOf(focus) && selection.getTextContent().length > 0
    )
  }
}

export function $createLinkNode(url: string): LinkNode {
  return $applyNodeReplacement(new LinkNode({ linkType: 'custom', url, newTab: false }))
}

export function $isLinkNode(node: LexicalNode | null | undefined): node is LinkNode {
  return node instanceof LinkNode
}

// Pictures: Payload's upload node, version 3, a media document's id in `value`.

export type UploadData = {
  id: string
  fields: Record<string, unknown> | null
  relationTo: 'media'
  value: number | string
}

export type SerializedUploadNode = Spread<
  UploadData & { type: 'upload'; version: 3 },
  SerializedDecoratorBlockNode
>

export class UploadNode extends DecoratorBlockNode {
  __data: UploadData

  static getType(): string {
    return 'upload'
  }

  static clone(node: UploadNode): UploadNode {
    return new UploadNode(node.__data, node.__format, node.__key)
  }

  constructor(data: UploadData, format?: SerializedDecoratorBlockNode['format'], key?: NodeKey) {
    super(format, key)
    this.__data = data
  }

  static importJSON(json: SerializedUploadNode): UploadNode {
    return $applyNodeReplacement(
      new UploadNode({
        id: json.id || objectId(),
        fields: json.fields ?? null,
        relationTo: 'media',
        value: json.value,
      }),
    ).updateFromJSON(json)
  }

  exportJSON(): SerializedUploadNode {
    return { ...super.exportJSON(), ...this.getLatest().__data, type: 'upload', version: 3 }
  }

  getMediaId(): number | string {
    return this.getLatest().__data.value
  }

  getTextContent(): string {
    return '\n'
  }

  decorate(): JSX.Element {
    return <UploadPicture mediaId={this.__data.value} nodeKey={this.getKey()} />
  }
}

export function $createUploadNode(mediaId: number | string): UploadNode {
  return $applyNodeReplacement(
    new UploadNode({ id: objectId(), fields: null, relationTo: 'media', value: mediaId }),
  )
}

export function $isUploadNode(node: LexicalNode | null | undefined): node is UploadNode {
  return node instanceof UploadNode
}

// Buttons: Payload's block node, version 2, of the newsletter's `button` block.

export type ButtonFields = {
  id: string
  blockName: string
  blockType: typeof BUTTON_BLOCK
  label: string
  url: string
}

export type SerializedButtonNode = Spread<
  { type: 'block'; version: 2; fields: ButtonFields },
  SerializedDecoratorBlockNode
>

export class ButtonNode extends DecoratorBlockNode {
  __fields: ButtonFields

  static getType(): string {
    return 'block'
  }

  static clone(node: ButtonNode): ButtonNode {
    return new ButtonNode(node.__fields, node.__format, node.__key)
  }

  constructor(
    fields: ButtonFields,
    format?: SerializedDecoratorBlockNode['format'],
    key?: NodeKey,
  ) {
    super(format, key)
    this.__fields = fields
  }

  static importJSON(json: SerializedButtonNode): ButtonNode {
    const fields = json.fields ?? ({} as Partial<ButtonFields>)
    return new ButtonNode({
      id: fields.id || objectId(),
      blockName: fields.blockName ?? '',
      blockType: BUTTON_BLOCK,
      label: fields.label ?? '',
      url: fields.url ?? '',
    }).updateFromJSON(json)
  }

  exportJSON(): SerializedButtonNode {
    return { ...super.exportJSON(), type: 'block', fields: this.getFields(), version: 2 }
  }

  getFields(): ButtonFields {
    return this.getLatest().__fields
  }

  setButton(label: string, url: string): this {
    const writable = this.getWritable()
    writable.__fields = { ...writable.__fields, label, url }
    return writable
  }

  getTextContent(): string {
    return `${this.__fields.label}\n`
  }

  decorate(): JSX.Element {
    return <ButtonBox label={this.__fields.label} url={this.__fields.url} nodeKey={this.getKey()} />
  }
}

export function $createButtonNode(label: string, url: string): ButtonNode {
  return $applyNodeReplacement(
    new ButtonNode({ id: objectId(), blockName: '', blockType: BUTTON_BLOCK, label, url }),
  )
}

export function $isButtonNode(node: LexicalNode | null | undefined): node is ButtonNode {
  return node instanceof ButtonNode
}
