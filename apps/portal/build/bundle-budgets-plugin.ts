import type { Plugin } from 'vite';
import {
  type BuiltChunk,
  describeBudget,
  describeOverBudget,
  measureBudgets,
} from './bundle-budgets';

/**
 * Fails the build when the public dashboard's JavaScript outgrows its budgets
 * (`bundle-budgets.ts`), and prints each budget's weight on every build.
 */
export function bundleBudgets(): Plugin {
  return {
    name: 'portal-bundle-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BuiltChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          chunks.set(output.fileName, {
            fileName: output.fileName,
            code: output.code,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
          });
      const results = measureBudgets(chunks);
      for (const result of results) this.info(describeBudget(result));
      const over = results.filter((result) => result.gzipBytes > result.limitBytes);
      if (over.length > 0)
        this.error(
          `over the bundle budget: ${over.map(describeOverBudget).join('; ')}. Load the new code ` +
            'lazily or import less of a library (apps/portal/build/bundle-budgets.ts).',
        );
    },
  };
}
