import type { ProcedureDescription } from './describe-router';

interface Tree {
  [name: string]: Tree | ProcedureDescription;
}

const isProcedure = (node: Tree | ProcedureDescription): node is ProcedureDescription =>
  Array.isArray(node.path);

function treeOf(procedures: readonly ProcedureDescription[]): Tree {
  const root: Tree = {};
  for (const procedure of procedures) {
    let node = root;
    for (const name of procedure.path.slice(0, -1)) {
      const next = node[name] ?? {};
      if (isProcedure(next)) throw new Error(`${name} is both a procedure and a router`);
      node[name] = next;
      node = next;
    }
    node[procedure.path.at(-1) as string] = procedure;
  }
  return root;
}

/** Writes the tree as nested object types, each procedure by `leaf`. */
function nested(tree: Tree, leaf: (procedure: ProcedureDescription) => string, depth = 1): string {
  const indent = '  '.repeat(depth);
  const lines = Object.entries(tree).map(([name, node]) => {
    const value = isProcedure(node) ? leaf(node) : nested(node, leaf, depth + 1);
    return `${indent}${name}: ${value};`;
  });
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth - 1)}}`;
}

const at = (root: string, procedure: ProcedureDescription) =>
  `${root}${procedure.path.map((name) => `[${JSON.stringify(name)}]`).join('')}`;

/**
 * The published declarations of `src/portal-client.ts`: every procedure's input and output and the
 * client's calls written as plain types, so the package's types import nothing of the workspace.
 */
export function portalClientDeclarations(procedures: readonly ProcedureDescription[]): string {
  const tree = treeOf(procedures);
  const call = (procedure: ProcedureDescription) => {
    const verb = procedure.kind === 'query' ? 'query' : 'mutate';
    const input = at('RouterInputs', procedure);
    const parameter = procedure.inputOptional ? `input?: ${input}` : `input: ${input}`;
    return `{ ${verb}(${parameter}, options?: CallOptions): Promise<${at('RouterOutputs', procedure)}> }`;
  };
  return [
    '// Written by the build from the api router (build/describe-router.ts): do not edit.',
    "import type { PortalCallContext } from './index.js';",
    '',
    '/** What a call may carry besides its input: an abort signal, an idempotency key. */',
    'interface CallOptions {',
    '  signal?: AbortSignal;',
    '  context?: PortalCallContext;',
    '}',
    '',
    '/** Every procedure\'s input, by router and procedure: `RouterInputs["contributions"]["create"]`. */',
    `export interface RouterInputs ${nested(tree, (procedure) => procedure.input)}`,
    '',
    "/** Every procedure's answer, dates as `Date`. */",
    `export interface RouterOutputs ${nested(tree, (procedure) => procedure.output)}`,
    '',
    '/** The router: each procedure with its kind, input and answer. */',
    `export interface AppRouter ${nested(
      tree,
      (procedure) =>
        `{ type: '${procedure.kind}'; input: ${at('RouterInputs', procedure)}; output: ${at('RouterOutputs', procedure)} }`,
    )}`,
    '',
    '/** The client: `client.contributions.create.mutate(input)`, `client.auth.me.query()`. */',
    `export interface PortalClient ${nested(tree, call)}`,
    '',
  ].join('\n');
}
