import ts from 'typescript-5';
import { typePrinter } from './print-type';

/** One callable procedure of the router, with its input and output written as plain types. */
export interface ProcedureDescription {
  path: string[];
  kind: 'query' | 'mutation';
  input: string;
  /** The call may leave its input out (the procedure takes none, or an optional one). */
  inputOptional: boolean;
  output: string;
}

const property = (checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | undefined => {
  const symbol = type.getProperty(name);
  return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
};

/**
 * The package's program as its tsconfig describes it, from `rootNames`, with `options` on top
 * (the build adds declaration output). TypeScript 7 has no compiler API yet, so the build alone
 * uses TypeScript 5 to read the router's types and write the declarations.
 */
export function loadProgram(
  rootNames: string[],
  tsconfigPath: string,
  options: ts.CompilerOptions = {},
): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, options, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`Cannot read ${tsconfigPath}`);
  return ts.createProgram({ rootNames, options: config.options });
}

/**
 * Reads a tRPC router's type and lists every procedure with its input and output: the router is
 * `typeFile`'s export `typeName`, which the program must hold.
 */
export function describeRouter(
  program: ts.Program,
  typeFile: string,
  typeName = 'AppRouter',
): ProcedureDescription[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typeFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read ${typeFile}`);
  const exported = checker.getExportsOfModule(moduleSymbol).find((each) => each.name === typeName);
  if (!exported) throw new Error(`${typeFile} does not export ${typeName}`);
  const routerSymbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const router = checker.getDeclaredTypeOfSymbol(routerSymbol);
  const definition = property(checker, router, '_def');
  const record = definition && property(checker, definition, 'record');
  if (!record) throw new Error(`${typeName} has no procedure record: is it a tRPC router?`);

  const found: { path: string[]; kind: 'query' | 'mutation'; input: ts.Type; output: ts.Type }[] =
    [];
  const walk = (node: ts.Type, path: string[]) => {
    for (const entry of checker.getPropertiesOfType(node)) {
      const type = checker.getTypeOfSymbol(entry);
      const at = [...path, entry.name];
      const procedure = property(checker, type, '_def');
      const kind = procedure && property(checker, procedure, 'type');
      if (!procedure || !kind?.isStringLiteral()) {
        walk(type, at);
        continue;
      }
      if (kind.value !== 'query' && kind.value !== 'mutation')
        throw new Error(`${at.join('.')}: a ${kind.value} cannot be called by the client`);
      const types = property(checker, procedure, '$types');
      const input = types && property(checker, types, 'input');
      const output = types && property(checker, types, 'output');
      if (!input || !output) throw new Error(`${at.join('.')}: no input or output type`);
      found.push({ path: at, kind: kind.value, input, output });
    }
  };
  walk(record, []);

  // Each router's answers name its choice fields, which its inputs then take as codes.
  const printer = typePrinter(checker);
  const groups = new Map<string | undefined, typeof found>();
  for (const procedure of found) {
    const group = groups.get(procedure.path[0]) ?? [];
    groups.set(procedure.path[0], [...group, procedure]);
  }
  return [...groups.values()].flatMap((group) => {
    printer.startGroup();
    const outputs = group.map((procedure) => printer.output(procedure.output));
    return group.map(({ path, kind, input }, index) => {
      try {
        const members = input.isUnion() ? input.types : [input];
        const inputOptional = members.some(
          (member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void),
        );
        const written = printer.input(input);
        return { path, kind, input: written, inputOptional, output: outputs[index] as string };
      } catch (error) {
        throw new Error(`${path.join('.')}: ${(error as Error).message}`);
      }
    });
  });
}
