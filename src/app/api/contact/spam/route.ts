import { inboxSpamRoutes } from '@/server/api/inbox'

// A literal folder beside [id]: DELETE /api/contact/spam empties the Spam folder.
export const { GET, POST, PUT, PATCH, DELETE } = inboxSpamRoutes('contacts')
