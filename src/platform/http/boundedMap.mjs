// @ts-check
/**
 * The memory the production server's front keeps responses in (pages, Next's script and style
 * files): a map bounded in bytes that lets the least recently used entries go first.
 */

/** @typedef {import('./responseEntry.mjs').Entry} Entry */

/** Bytes an entry holds: its body and the compressed copies made so far. */
function entryBytes(/** @type {Entry} */ entry) {
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0)
}

/**
 * Entries by key within a byte budget: the least recently used go first. An entry's size is
 * taken again when a compressed copy is added to it (`resize`).
 */
export class BoundedMap {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, { entry: Entry, bytes: number }>} */
    this.map = new Map()
  }
  get size() {
    return this.map.size
  }
  /** @param {string} key */
  get(key) {
    const slot = this.map.get(key)
    if (!slot) return undefined
    this.map.delete(key)
    this.map.set(key, slot)
    return slot.entry
  }
  /** @param {string} key @param {Entry} entry */
  set(key, entry) {
    this.delete(key)
    const bytes = entryBytes(entry)
    if (bytes > this.maxBytes) return
    this.map.set(key, { entry, bytes })
    this.bytes += bytes
    this.evict()
  }
  /** @param {string} key */
  delete(key) {
    const slot = this.map.get(key)
    if (!slot) return
    this.map.delete(key)
    this.bytes -= slot.bytes
  }
  /** @param {string} key */
  resize(key) {
    const slot = this.map.get(key)
    if (!slot) return
    const bytes = entryBytes(slot.entry)
    this.bytes += bytes - slot.bytes
    slot.bytes = bytes
    this.evict()
  }
  clear() {
    this.map.clear()
    this.bytes = 0
  }
  evict() {
    for (const key of this.map.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.delete(key)
    }
  }
}
