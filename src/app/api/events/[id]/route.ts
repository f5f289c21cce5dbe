import { contentItemRoutes } from '@/server/api/content'

export const { GET, POST, PUT, PATCH, DELETE } = contentItemRoutes('events')
