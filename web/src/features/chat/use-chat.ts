import { useCallback, useEffect, useRef, useState } from 'react';
import { publicMessages } from '@contract/messages';
import { isEmail } from '@contract/auth';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api';
import { CHAT_TIMINGS, THINKING, greeting, replyTo } from './replies';

/** A chat message (spec section 3): kept in the browser only. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'support';
  timestamp: Date;
  isThinking?: boolean;
}

export interface ChatForm {
  name: string;
  email: string;
  question: string;
}

export type ChatStage = 'form' | 'starting' | 'chat';

let sequence = 0;
const message = (sender: ChatMessage['sender'], content: string, isThinking = false): ChatMessage => ({
  id: `m${++sequence}`,
  content,
  sender,
  timestamp: new Date(),
  ...(isThinking ? { isThinking } : {}),
});

/**
 * The widget's state machine (spec section 4): form → (1 s) → chat, whose first messages are a
 * greeting and the question; each user message gets "Thinking..." for 1.5 s, then a canned reply.
 * The opening form is also saved for the support team; a failure to save never stops the chat.
 */
export function useChat() {
  const [stage, setStage] = useState<ChatStage>('form');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  /** Shows "Thinking..." and replaces it with the reply to `text` after the reply delay. */
  const answer = useCallback(
    (text: string) => {
      const thinking = message('support', THINKING, true);
      setMessages((all) => [...all, thinking]);
      later(CHAT_TIMINGS.replyMs, () => {
        setMessages((all) => all.map((m) => (m.id === thinking.id ? message('support', replyTo(text)) : m)));
      });
    },
    [later],
  );

  const start = useCallback(
    (form: ChatForm) => {
      const values = { name: form.name.trim(), email: form.email.trim(), question: form.question.trim() };
      if (!values.name || !values.email || !values.question) {
        notify('error', publicMessages.chatMissingFields, publicMessages.chatMissingTitle);
        return false;
      }
      if (!isEmail(values.email)) {
        setEmailError(publicMessages.invalidEmail);
        return false;
      }
      setEmailError(null);
      setStage('starting');
      // Saved for the support team; the chat goes on whatever the answer (it is local, spec section 4).
      api('/support-requests', { body: { ...values, page: window.location.pathname }, auth: false }).catch(() => undefined);
      later(CHAT_TIMINGS.startMs, () => {
        setStage('chat');
        setMessages([message('support', greeting(values.name)), message('user', values.question)]);
        answer(values.question);
      });
      return true;
    },
    [answer, later],
  );

  /** Sends a message; an empty (trimmed) one is ignored. */
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return false;
      setMessages((all) => [...all, message('user', content)]);
      answer(content);
      return true;
    },
    [answer],
  );

  return { stage, messages, emailError, clearEmailError: () => setEmailError(null), start, send };
}
