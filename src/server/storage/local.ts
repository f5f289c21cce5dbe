import 'server-only'

import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { fileTypeFromFile } from 'file-type'

import { MEDIA_DIR } from '../../../collections/Media'
import type { ByteRange, FileSource, MediaStorage, StoredFile } from './types'

/** The file of `name`, always directly inside the media folder. */
function fileOf(name: string): string {
  const file = path.join(/*turbopackIgnore: true*/ MEDIA_DIR, name)
  if (path.dirname(file) !== MEDIA_DIR) throw new Error('A media name is a plain file name')
  return file
}

/** Files in the local media folder (`MEDIA_DIR`, default ./media). */
export const localDisk: MediaStorage = {
  kind: 'local',

  partialPath: (name) => path.join(/*turbopackIgnore: true*/ MEDIA_DIR, `.${name}.part`),

  async save(name: string, source: FileSource) {
    await fsp.mkdir(MEDIA_DIR, { recursive: true })
    if ('bytes' in source) {
      await fsp.writeFile(fileOf(name), source.bytes, { flag: 'wx' })
    } else {
      await fsp.rename(source.path, fileOf(name))
    }
  },

  async stat(name: string): Promise<StoredFile | null> {
    const stat = await fsp.stat(fileOf(name)).catch(() => null)
    return stat?.isFile() ? { size: stat.size, modified: stat.mtime } : null
  },

  async read(name: string, range?: ByteRange) {
    return Readable.toWeb(fs.createReadStream(fileOf(name), range)) as ReadableStream<Uint8Array>
  },

  async sniff(name: string) {
    return (await fileTypeFromFile(fileOf(name)).catch(() => undefined))?.mime
  },

  async remove(name: string) {
    await fsp.rm(fileOf(name), { force: true })
  },
}
