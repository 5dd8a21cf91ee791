import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { SkipLink } from './SkipLink';

/** A place in the page a skip link at the top leads to; the element needs `tabIndex={-1}`. */
export interface SkipTarget {
  id: string;
  label: string;
}

type Register = (targets: readonly SkipTarget[]) => () => void;

const RegisterContext = createContext<Register>(() => () => undefined);
const TargetsContext = createContext<readonly SkipTarget[]>([]);

/** Holds the skip links the page on screen asks for, for the layout to put at the top. */
export function SkipLinksProvider({ children }: { children: ReactNode }) {
  const [targets, setTargets] = useState<readonly SkipTarget[]>([]);
  const register = useCallback<Register>((next) => {
    setTargets(next);
    return () => setTargets((current) => (current === next ? [] : current));
  }, []);
  return (
    <RegisterContext.Provider value={register}>
      <TargetsContext.Provider value={targets}>{children}</TargetsContext.Provider>
    </RegisterContext.Provider>
  );
}

/**
 * The first Tab stops of every page: 'Skip to main content', then the page's own (WCAG 2.4.1),
 * so a long page's main parts are a few Tabs from the top, not after every control before them.
 */
export function SkipLinks() {
  const targets = useContext(TargetsContext);
  return (
    <>
      <SkipLink />
      {targets.map((target) => (
        <SkipLink key={target.id} targetId={target.id}>
          {target.label}
        </SkipLink>
      ))}
    </>
  );
}

/** A page's skip links, shown at the top while the page is; one list per page. */
export function usePageSkipLinks(targets: readonly SkipTarget[]) {
  const register = useContext(RegisterContext);
  const key = targets.map((target) => `${target.id}=${target.label}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list's content
  const stable = useMemo(() => targets, [key]);
  useEffect(() => register(stable), [register, stable]);
}
