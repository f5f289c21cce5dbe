import 'server-only'

/** What is known of a stored file without reading it. */
export type StoredFile = {
  size: number
  modified: Date
}

/** Inclusive byte positions, as in an HTTP `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number }

/** Where a file to store comes from: bytes in memory, or a finished file on local disk. */
export type FileSource = { bytes: Buffer } | { path: string; size: number }

/**
 * Where uploaded files live: the local `media/` folder (the default) or an S3-compatible
 * bucket (`S3_BUCKET`). Names are plain file names made up by the server; they are never
 * reused, so a stored file never changes.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3'
  /**
   * A local path where a large upload may be streamed before `save` takes it (`{path}`
   * source): inside the media folder on local disk, so that `save` is a rename.
   */
  partialPath(name: string): string
  /** Stores a new file. A `{path}` source is moved (local) or sent and removed (S3). */
  save(name: string, source: FileSource, contentType: string): Promise<void>
  /** The file's size and time, or null if there is no such file. */
  stat(name: string): Promise<StoredFile | null>
  /** The file's bytes (all of them, or one range) as a stream. */
  read(name: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>
  /** The MIME type the file's first bytes show, if any. */
  sniff(name: string): Promise<string | undefined>
  /** Deletes the file; no error if it is already gone. */
  remove(name: string): Promise<void>
}
