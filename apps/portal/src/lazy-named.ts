import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The component type a module's export is, with its own props. */
type ComponentOf<Export> = Export extends ComponentType<infer Props> ? ComponentType<Props> : never;

/**
 * `React.lazy` for a module's named export (a layout, a part of a page), which `lazy` alone takes
 * only as a default export: the module becomes a chunk of its own, fetched when first drawn.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentOf<Module[Name]>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentOf<Module[Name]> }));
}
