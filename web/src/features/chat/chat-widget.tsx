import { ActionIcon, Box, Button, Drawer, Group, Loader, Modal, ScrollArea, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_CONVERSATION_LIMITS } from '@contract/public';
import { IconSend } from '../../components/icons';
import classes from './chat.module.css';
import { useChat, type ChatForm, type ChatMessage } from './use-chat';

/** Spec section 2: a bottom drawer below 768 px, a dialog from 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
const TITLE = 'Chat with us';

const time = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

interface StartFormProps {
  onStart: (form: ChatForm) => void;
  starting: boolean;
  emailError: string | null;
  onEmailChange: () => void;
}

function StartForm({ onStart, starting, emailError, onEmailChange }: StartFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onStart({ name: String(data.get('name') ?? ''), email: String(data.get('email') ?? ''), question: String(data.get('question') ?? '') });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Start a chat">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tell us who you are and what you need; a credit assistant answers right away.
        </Text>
        <TextInput name="name" label="Name" autoComplete="name" required data-autofocus />
        <TextInput name="email" label="Email" type="email" autoComplete="email" required error={emailError} onChange={onEmailChange} />
        <Textarea name="question" label="How can we help?" required autosize minRows={3} maxRows={6} />
        <Button type="submit" loading={starting} fullWidth>
          Start Chat
        </Button>
      </Stack>
    </form>
  );
}

function Message({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user';
  return (
    <Box className={`${classes.bubble} ${mine ? classes.user : classes.support}`} data-sender={message.sender}>
      <Text size="sm" component="div">
        <VisuallyHidden>{mine ? 'You: ' : 'Assistant: '}</VisuallyHidden>
        {message.isThinking ? (
          <Group gap={6} component="span" aria-live="off">
            <Loader size={12} type="dots" color="gray" aria-hidden />
            {message.content}
          </Group>
        ) : (
          message.content
        )}
      </Text>
      <div className={classes.time}>
        <time dateTime={message.timestamp.toISOString()}>{time(message.timestamp)}</time>
      </div>
    </Box>
  );
}

function Conversation({ messages, onSend }: { messages: ChatMessage[]; onSend: (text: string) => boolean }) {
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  // The newest message in view.
  useEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [messages]);
  const send = () => {
    if (onSend(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (spec section 5).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah="min(50vh, 420px)" viewportRef={viewport} type="auto">
        <div className={classes.log} role="log" aria-live="polite" aria-label="Conversation">
          {messages.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </div>
      </ScrollArea.Autosize>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Type your message"
          placeholder="Type your message..."
          maxLength={SUPPORT_CONVERSATION_LIMITS.message}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={4}
          style={{ flex: 1 }}
          data-autofocus
        />
        <ActionIcon size={36} onClick={send} aria-label="Send message" disabled={!draft.trim()}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

/** The chat (spec sections 2, 4, 5): its state lives here, so closing and reopening keeps the conversation. */
export default function ChatWidget({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const chat = useChat();
  const body =
    chat.stage === 'chat' ? (
      <Conversation messages={chat.messages} onSend={chat.send} />
    ) : (
      <StartForm onStart={chat.start} starting={chat.stage === 'starting'} emailError={chat.emailError} onEmailChange={chat.clearEmailError} />
    );
  if (mobile) {
    return (
      <Drawer opened={opened} onClose={onClose} title={TITLE} position="bottom" radius="md" classNames={{ content: classes.drawerContent }}>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={TITLE} size="md" radius="md">
      {body}
    </Modal>
  );
}
