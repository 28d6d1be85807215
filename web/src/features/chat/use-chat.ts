import { useCallback, useEffect, useRef, useState } from 'react';
import { publicMessages } from '@contract/messages';
import { isEmail } from '@contract/auth';
import { SUPPORT_CONVERSATION_LIMITS } from '@contract/public';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api-client';
import { hasStoredSession } from '../../lib/auth';
import { CHAT_TIMINGS, THINKING, greeting, replyTo } from './replies';

/** A chat message (spec section 3): shown from the browser's state; a copy is saved for the support team. */
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

type SavedMessage = { sender: 'visitor' | 'assistant'; content: string };

/**
 * Saves the conversation for the support team, fire-and-forget: the opening form creates the request,
 * whose answer carries an append token; later messages queue and are appended in order, one call at a
 * time. The first failure stops the saving, never the chat.
 */
function transcriptSaver() {
  let request: { id: string; token: string } | 'pending' | 'failed' = 'pending';
  let queue: SavedMessage[] = [];
  let sending = false;
  const fail = () => {
    request = 'failed';
    queue = [];
  };

  const flush = () => {
    const target = request;
    if (sending || typeof target === 'string' || !queue.length) return;
    const batch = queue.splice(0, SUPPORT_CONVERSATION_LIMITS.messages);
    sending = true;
    api
      .call('appendSupportMessages', { params: { id: target.id }, body: { token: target.token, messages: batch } })
      .then(() => {
        sending = false;
        flush();
      })
      .catch(() => {
        sending = false;
        fail();
      });
  };

  return {
    /**
     * Creates the request from the opening form. A signed-in client's goes through their account, so it
     * carries their plan (priority on the desk) and answers with their plan's response target, which
     * `onNote` shows; should that fail (an expired session), it is saved as a visitor's.
     */
    open(form: { name: string; email: string; question: string }, onNote: (note: string) => void) {
      const body = { ...form, page: window.location.pathname };
      const asVisitor = () => api.call('createSupportRequest', { body });
      (hasStoredSession() ? api.call('createClientSupportRequest', { body }).catch(asVisitor) : asVisitor())
        .then((created) => {
          request = { id: created.id, token: created.appendToken };
          if (created.responseNote) onNote(created.responseNote);
          flush();
        })
        .catch(fail);
    },
    /** Queues messages for appending, in order. */
    record(...messages: SavedMessage[]) {
      if (request === 'failed') return;
      queue.push(...messages);
      flush();
    },
  };
}

/**
 * The widget's state machine (spec section 4): form → (1 s) → chat, whose first messages are a
 * greeting and the question; each user message gets "Thinking..." for 1.5 s, then a canned reply.
 * The opening form and everything said after the question (the visitor's messages and the replies)
 * are also saved for the support team; a failure to save never stops the chat.
 */
export function useChat() {
  const [stage, setStage] = useState<ChatStage>('form');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // One saver per widget: the conversation it shows is the one it saves.
  const [{ open: saveForm, record }] = useState(transcriptSaver);

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

  /** Shows "Thinking..." and replaces it with `reply` after the reply delay. */
  const answer = useCallback(
    (reply: string) => {
      const thinking = message('support', THINKING, true);
      setMessages((all) => [...all, thinking]);
      later(CHAT_TIMINGS.replyMs, () => {
        setMessages((all) => all.map((m) => (m.id === thinking.id ? message('support', reply) : m)));
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
      // A client's plan's response target follows the first reply.
      saveForm(values, (note) => later(CHAT_TIMINGS.startMs + CHAT_TIMINGS.replyMs, () => setMessages((all) => [...all, message('support', note)])));
      // The reply is decided now, so it is saved now (the question itself is the request's own field).
      const reply = replyTo(values.question);
      record({ sender: 'assistant', content: reply });
      later(CHAT_TIMINGS.startMs, () => {
        setStage('chat');
        setMessages([message('support', greeting(values.name)), message('user', values.question)]);
        answer(reply);
      });
      return true;
    },
    [answer, later, saveForm, record],
  );

  /** Sends a message; an empty (trimmed) one is ignored. */
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return false;
      setMessages((all) => [...all, message('user', content)]);
      const reply = replyTo(content);
      // One append per exchange: the message and the reply it is about to get.
      record({ sender: 'visitor', content }, { sender: 'assistant', content: reply });
      answer(reply);
      return true;
    },
    [answer, record],
  );

  return { stage, messages, emailError, clearEmailError: () => setEmailError(null), start, send };
}
