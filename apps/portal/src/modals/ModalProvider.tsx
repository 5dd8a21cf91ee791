import { Text } from '@mantine/core';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { lazyNamed } from '../lazy-named';
import type { ModalControls, ModalName, ModalRegistry, OpenModal } from './modal-types';

interface ModalContextValue {
  openModal: OpenModal;
  closeModal: () => void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

/** Spec section 2: 1000 ms in, 200 ms out. */
const MODAL_TRANSITION = { duration: 1000, exitDuration: 200 } as const;

// The dialog itself (overlay, focus trap, scroll lock) loads with the first modal opened.
const ModalFrame = lazyNamed(() => import('./ModalFrame'), 'ModalFrame');

export const MODAL_ERROR_TEXT = 'Error loading modal';

interface OpenState {
  name: ModalName;
  props: object;
}

/** One modal at a time, opened by name from anywhere below the provider. */
export function ModalProvider({
  registry,
  children,
}: {
  registry: ModalRegistry;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<OpenState | null>(null);
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const definition = current ? registry[current.name] : undefined;

  const value = useMemo<ModalContextValue>(
    () => ({
      openModal: (name, ...props) => {
        setCurrent({ name, props: props[0] ?? {} });
        setOpened(true);
      },
      closeModal: () => setOpened(false),
    }),
    [],
  );

  const close = () => {
    definition?.onClose?.();
    setOpened(false);
  };

  // The registry holds each modal with its own props type; the name ties them together here.
  const Body = definition?.component as ComponentType<ModalControls & object> | undefined;

  return (
    <ModalContext.Provider value={value}>
      {children}
      {/* Outside the modal: a body still loading holds the modal back, so it opens whole. */}
      {everOpened && (
        <Suspense fallback={null}>
          <ModalFrame
            opened={opened}
            onClose={close}
            title={definition?.title}
            size={definition?.size ?? 'md'}
            transitionProps={MODAL_TRANSITION}
            onExitTransitionEnd={() => setCurrent(null)}
            centered
          >
            {current &&
              (Body ? <Body {...current.props} close={close} /> : <Text>{MODAL_ERROR_TEXT}</Text>)}
          </ModalFrame>
        </Suspense>
      )}
    </ModalContext.Provider>
  );
}

export function useModals(): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error('useModals needs a ModalProvider above it');
  return context;
}
