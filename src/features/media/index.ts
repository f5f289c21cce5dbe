/**
 * The media library's own rules (the only door into this folder for other parts): which file
 * types an upload may be, as its bytes decide them.
 */
export { AUDIO_TYPES, IMAGE_TYPES } from './hooks/secureUpload'
