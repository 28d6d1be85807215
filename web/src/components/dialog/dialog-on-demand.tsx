import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(() => import('./mantine-modal').then((m) => ({ default: m.Modal })));

/**
 * Mantine's Modal, loaded when the dialog first opens: a page that shows a dialog only on demand does not load the
 * dialog's machinery (focus trap, scroll lock, transitions, scroll area: about 15 KB gzipped) with its first screen.
 * Same props as Modal; once opened it stays mounted, so it closes with its transition as before.
 */
export function DialogOnDemand(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
