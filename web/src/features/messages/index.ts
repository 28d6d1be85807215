/** The messages feature's public entry: the dedicated advisor and the secure messages on the dashboard. */
export { MessagesCard } from './messages-card';
