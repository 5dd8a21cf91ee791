import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's modal, loaded when the first modal opens. Mantine animates a change of `opened`, not
 * a modal drawn open from the start, so the first modal (which mounts this frame) starts closed
 * and opens a moment later, fading in as every later one does.
 */
export function ModalFrame({ opened, ...props }: ModalProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return <Modal opened={shown} {...props} />;
}
