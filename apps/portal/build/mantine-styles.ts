import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A Mantine module holding a component's class names (`esm/components/Button/Button.module.mjs`),
 * by its package's root (`.../@mantine/core`) and the component's name (`Button`).
 */
const CLASS_NAMES_MODULE =
  /^(.*\/@mantine\/(?:core|dates|notifications))\/esm\/(?:.*\/)?(\w+)\.module\.mjs$/;

/**
 * The stylesheet a Mantine module of class names needs, or null for any other module. The core
 * ships one per component, named as the module (`styles/Button.layer.css`); the other packages
 * one for the whole package (`styles.layer.css`), small beside the core's. All are the `.layer`
 * forms: inside `@layer mantine`, so the portal's own rules win over Mantine's whatever order the
 * sheets arrive in as pages load.
 */
export function stylesheetFor(moduleId: string): string | null {
  const match = CLASS_NAMES_MODULE.exec(moduleId.replaceAll('\\', '/').split('?')[0] ?? '');
  if (!match) return null;
  const [, packageRoot = '', component = ''] = match;
  const ownSheet = join(packageRoot, 'styles', `${component}.layer.css`);
  return packageRoot.endsWith('/core') ? ownSheet : join(packageRoot, 'styles.layer.css');
}

/** What `main.tsx` gains in development: every Mantine sheet (dependencies are pre-bundled). */
const EVERY_SHEET = ['core', 'dates', 'notifications']
  .map((name) => `import '@mantine/${name}/styles.layer.css';\n`)
  .join('');

/**
 * Only the CSS of the Mantine components a page draws, loaded with them: each module of class
 * names imports its component's stylesheet, so the build puts that CSS in the chunk of the code
 * that uses it (the dashboard's first load gets the dashboard's components' CSS, a portal page's
 * chunk its own) instead of all 290 kB of `@mantine/core/styles.css` up front. Mantine's global
 * sheets (baseline, variables, global classes) are imported by `src/main.tsx` itself.
 *
 * The dev server serves dependencies pre-bundled, where this cannot reach, so there `main.tsx`
 * imports every sheet whole.
 */
export function mantineStylesPerComponent({ entry = 'src/main.tsx' } = {}): Plugin {
  let serving = false;
  let entryPath = '';
  return {
    name: 'portal-mantine-styles-per-component',
    configResolved(config) {
      serving = config.command === 'serve';
      entryPath = join(config.root, entry).replaceAll('\\', '/');
    },
    transform(code, id) {
      if (serving) return id.split('?')[0] === entryPath ? EVERY_SHEET + code : null;
      const sheet = stylesheetFor(id);
      if (!sheet) return null;
      if (!existsSync(sheet))
        this.error(`Mantine module ${id} has no stylesheet at ${sheet}: has the package changed?`);
      const from = relative(dirname(id), sheet).replaceAll('\\', '/');
      const specifier = from.startsWith('.') ? from : `./${from}`;
      // Added at the end, so no line moves and the module's source map still holds.
      return { code: `${code}\nimport '${specifier}';\n`, map: null };
    },
  };
}
