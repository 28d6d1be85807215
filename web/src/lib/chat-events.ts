/**
 * Opens the chat widget from anywhere (the contact and support pages' "live chat" buttons) without
 * importing it: the widget's launcher listens for this event and loads the widget on first use.
 */
export const OPEN_CHAT_EVENT = 'credit-repair:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
