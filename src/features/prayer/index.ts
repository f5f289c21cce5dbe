/**
 * The prayer requests and the prayer wall, as the rest of the site may use them (the only door
 * into this folder for other parts): whether a request is on the wall, or answered.
 */
export { isAnswered, isOnWall } from './server/rules'
