import { receiveDonation } from '@/server/api/donationWebhook'
import { methods, route } from '@/platform/api/http'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(receiveDonation) })
