'use client'

import { eventEntity, ministryEntity, sermonEntity, staffEntity } from './contentEntities'
import { ContentScreen } from './ContentScreen'

// Entity configurations hold functions, which cannot cross from a server page to the client;
// these client wrappers let each page stay a server component.
export const StaffScreen = () => <ContentScreen entity={staffEntity} />
export const EventsScreen = () => <ContentScreen entity={eventEntity} />
export const MinistriesScreen = () => <ContentScreen entity={ministryEntity} />
export const SermonsScreen = () => <ContentScreen entity={sermonEntity} />
