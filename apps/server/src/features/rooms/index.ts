/** The rooms feature's public entry: what the events feature books with. */
export { bookableRoom, eventRoom, eventRooms } from './rooms.service.ts'
