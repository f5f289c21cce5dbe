/**
 * The sermons, as the rest of the site may use them (the only door into this folder for other
 * parts): which sermons are recent, decided from their dates, and how many the archive keeps.
 */
export { MAX_ARCHIVE_SERMONS, recentSermonsFrom } from './classifySermons'
