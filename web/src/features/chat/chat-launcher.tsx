import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { IconMessage } from '../../components/icons';
import { OPEN_CHAT_EVENT } from '../../lib/chat-events';
import { loadFullStyles } from '../../styles/load-full-styles';
import classes from './chat.module.css';

/** The widget (dialog, drawer, form, conversation) is its own chunk, loaded on the first open. */
const loadWidget = () => Promise.all([import('./chat-widget'), loadFullStyles()]).then(([widget]) => widget);
const ChatWidget = lazy(loadWidget);

/** The floating chat button on every page (spec section 2). */
export function ChatLauncher() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const open = () => {
      setUsed(true);
      setOpened(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);
  return (
    <>
      <ActionIcon
        size={56}
        radius="xl"
        className={classes.launcher}
        aria-label="Chat with us"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        // Start fetching the widget's code as soon as the pointer is on its way.
        onPointerEnter={() => void loadWidget()}
      >
        <IconMessage size={26} />
      </ActionIcon>
      {used && (
        <Suspense fallback={null}>
          <ChatWidget opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
