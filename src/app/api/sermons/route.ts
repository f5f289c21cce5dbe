import { contentListRoutes } from '@/server/api/content'

export const { GET, POST, PUT, PATCH, DELETE } = contentListRoutes('sermons')
