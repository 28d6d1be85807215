/**
 * The secure messages' texts and plain constants, without zod: code that needs only them (the dashboard's
 * first load) bundles no schema. contract/secure-messages.ts re-exports every one of them.
 */
export const MESSAGE_MAX_CHARS = 4000;
export const MESSAGE_MAX_ATTACHMENTS = 5;
/** Messages per page of a thread (newest first on the server; the browser shows them oldest first). */
export const MESSAGES_PAGE = 50;

export const secureMessageMessages = {
  // Server-side refusals
  notOnPlan: 'Secure messages with a dedicated advisor are part of the Total plan. Upgrade to Total to message an advisor.',
  threadNotFound: 'No such message thread.',
  empty: 'Write a message before sending.',
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARS} characters.`,
  tooManyAttachments: `At most ${MESSAGE_MAX_ATTACHMENTS} attachments per message.`,
  attachmentNotFound: 'An attachment must be one of the client’s own uploaded documents.',
  attachmentNotReady: 'That document cannot be attached: it was not accepted by the upload checks.',
  invalidCursor: 'That page link is no longer valid. Reload the messages.',
  advisorUnavailable: 'That staff member is not a current employee or admin.',
  // Emails and the bell: never the message's content
  emailSubject: 'You have a new secure message',
  emailBody: (name: string) => `Hello ${name},\n\nYou have a new message waiting in your secure messages. For your privacy we do not put its content in email. Sign in to read it:`,
  staffEmailSubject: 'A client sent you a secure message',
  staffEmailBody: 'A client is waiting for an answer in your advisor inbox. For their privacy the message is not in this email. Open the inbox:',
  noAdvisorSubject: 'A Total client is waiting for an advisor',
  noAdvisorBody: 'A client bought the Total plan, but no advisor is marked available, so they are queued. Mark an advisor available, or assign one in the admin area:',
  notificationTitle: 'New message from your advisor',
  notificationBody: 'Your advisor answered in Messages.',
  // The client's panel
  panelTitle: 'Messages',
  advisorTitle: 'Your dedicated advisor',
  advisorPending: 'We are assigning your dedicated advisor. You can already write: your message waits for them.',
  placeholder: 'Write to your advisor',
  send: 'Send',
  sent: 'Message sent',
  attach: 'Attach your documents',
  noMessages: 'No messages yet. Ask your advisor anything about your plan.',
  readByAdvisor: 'Read',
  readByClient: 'Read',
  fromYou: 'You',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Your message could not be sent. Please try again.',
  responseTarget: (target: string) => `Your advisor answers ${target}.`,
  showEarlier: 'Show earlier messages',
  earlierFailed: 'Earlier messages could not be loaded. Please try again.',
  openAttachment: (fileName: string) => `Open ${fileName}`,
  // The staff inbox
  inboxTab: 'Inbox',
  inboxTitle: 'Advisor inbox',
  inboxEmpty: 'No threads yet.',
  waitingSince: 'Waiting since',
  respondBy: 'Respond by',
  overdue: 'Overdue',
  answered: 'Answered',
  priority: 'Priority',
  reply: 'Reply',
  replyPlaceholder: 'Write to the client',
  selectThread: 'Select a thread to read it.',
  availability: 'Available for new clients',
  availabilitySaved: 'Availability saved',
} as const;
