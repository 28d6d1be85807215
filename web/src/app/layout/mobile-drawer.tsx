import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The mobile menu's drawer, in its own chunk: Drawer brings modal, scroll-lock and focus-trap code the landing page need not load up front. */
export default function MobileDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" hiddenFrom="md" position="right" size="xs">
      {children}
    </Drawer>
  );
}
