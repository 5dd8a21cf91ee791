import ts from 'typescript-5';

/**
 * Writes a type the checker resolved as a plain TypeScript type expression: objects by their
 * properties, unions of literals as unions, arrays and tuples as such. Only the standard
 * library's own types (Date, Promise, AsyncIterable, ReadableStream...) are named, since every
 * consumer has them; anything of ours, of zod or of tRPC is spelt out, so the published
 * declarations import nothing.
 */
export function typePrinter(checker: ts.TypeChecker) {
  const onTheWay = new Set<ts.Type>();
  /**
   * Choice fields, by name: the union of codes an answer gives for a property (null when two
   * answers disagree). Inputs take a choice's label too, in any case, so the api types them as
   * text; a typed script sends the codes the answers use, so a misspelt choice fails to compile.
   */
  let choices = new Map<string, string | null>();
  /**
   * Fields the answers give as one primitive (`id: number`), by name, with the depth of the
   * shallowest object that has them (a record's own `id`, not its match results' `id`); null when
   * answers disagree at that depth. An input the api takes as anything and coerces (`id: unknown`)
   * is typed so.
   */
  let primitives = new Map<string, { primitive: string | null; depth: number }>();
  let depth = 0;
  let mode: 'output' | 'input' = 'output';

  const choiceOf = (type: ts.Type): string | undefined => {
    const members = type.isUnion() ? type.types : [type];
    const codes = members.filter((member) => member.isStringLiteral());
    const others = members.filter(
      (member) => !member.isStringLiteral() && !(member.flags & ts.TypeFlags.Null),
    );
    if (codes.length < 2 || others.length > 0) return undefined;
    return codes.map(print).sort().join(' | ');
  };

  const primitiveOf = (type: ts.Type): string | undefined => {
    const members = (type.isUnion() ? type.types : [type]).filter(
      (member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)),
    );
    const [only] = members;
    if (members.length !== 1 || !only) return undefined;
    if (only.flags & ts.TypeFlags.Number) return 'number';
    if (only.flags & ts.TypeFlags.String) return 'string';
    return undefined;
  };

  function notePrimitive(name: string, type: ts.Type) {
    const primitive = primitiveOf(type);
    if (primitive === undefined) return;
    const known = primitives.get(name);
    if (known === undefined || depth < known.depth) primitives.set(name, { primitive, depth });
    else if (depth === known.depth && known.primitive !== primitive)
      primitives.set(name, { primitive: null, depth });
  }

  function noteChoice(name: string, type: ts.Type) {
    notePrimitive(name, type);
    const choice = choiceOf(type);
    if (choice === undefined) return;
    const known = choices.get(name);
    choices.set(name, known === undefined || known === choice ? choice : null);
  }

  /** An input's text field of a known choice: its codes instead of any text. */
  function narrowed(name: string, type: ts.Type): string | undefined {
    if (type.flags & ts.TypeFlags.Unknown) return primitives.get(name)?.primitive ?? undefined;
    const choice = choices.get(name);
    if (!choice) return undefined;
    const members = type.isUnion() ? type.types : [type];
    if (!members.some((member) => member.flags & ts.TypeFlags.String)) return undefined;
    return members
      .map((member) => (member.flags & ts.TypeFlags.String ? choice : print(member)))
      .join(' | ');
  }

  /** A named type (an interface, class or alias) of the standard library, which every consumer has. */
  const isStandardLibrary = (symbol: ts.Symbol | undefined): boolean =>
    symbol !== undefined &&
    (symbol.flags &
      (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias)) !==
      0 &&
    (symbol.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile();
      return /\/typescript(-5)?\/lib\/lib\.[^/]+\.d\.ts$/.test(file.fileName);
    });

  /** A property's key as written: a well-known symbol (`__@asyncIterator@12`) as `[Symbol.asyncIterator]`. */
  const propertyName = (name: string): string => {
    const wellKnown = /^__@(\w+)@\d+$/.exec(name);
    if (wellKnown) return `[Symbol.${wellKnown[1]}]`;
    return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
  };

  function printUnion(type: ts.UnionType): string {
    const members = type.types.map(print);
    const hasTrue = members.includes('true');
    const hasFalse = members.includes('false');
    const kept = members.filter(
      (member) => !(hasTrue && hasFalse && /^(true|false)$/.test(member)),
    );
    if (hasTrue && hasFalse) kept.unshift('boolean');
    return kept.map((member) => (member.includes('=>') ? `(${member})` : member)).join(' | ');
  }

  function printSignature(signature: ts.Signature): string {
    const parameters = signature.parameters.map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional =
        declaration && ts.isParameter(declaration) && declaration.questionToken ? '?' : '';
      return `${parameter.name}${optional}: ${print(checker.getTypeOfSymbol(parameter))}`;
    });
    return `(${parameters.join(', ')}) => ${print(signature.getReturnType())}`;
  }

  function printObject(type: ts.ObjectType): string {
    const properties = checker.getPropertiesOfType(type).map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const declaration = property.valueDeclaration;
      const readonly =
        declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly
          ? 'readonly '
          : '';
      const propertyType = checker.getTypeOfSymbol(property);
      if (mode === 'output') noteChoice(property.name, propertyType);
      depth += 1;
      const value =
        (mode === 'input' ? narrowed(property.name, propertyType) : undefined) ??
        print(propertyType);
      depth -= 1;
      return `${readonly}${propertyName(property.name)}${optional}: ${value};`;
    });
    const indexes = checker.getIndexInfosOfType(type).map((info) => {
      const readonly = info.isReadonly ? 'readonly ' : '';
      return `${readonly}[key: ${print(info.keyType)}]: ${print(info.type)};`;
    });
    const calls = type.getCallSignatures();
    if (properties.length === 0 && indexes.length === 0 && calls.length === 1 && calls[0])
      return printSignature(calls[0]);
    if (calls.length > 0) throw new Error(`Cannot write callable object ${describe(type)}`);
    const members = [...indexes, ...properties];
    return members.length === 0 ? '{}' : `{ ${members.join(' ')} }`;
  }

  function printReference(type: ts.ObjectType): string | undefined {
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const readonly = (type as ts.TypeReference).target.symbol?.name === 'ReadonlyArray';
      return `${readonly ? 'ReadonlyArray' : 'Array'}<${print(element as ts.Type)}>`;
    }
    if (checker.isTupleType(type)) {
      const reference = type as ts.TypeReference;
      const target = reference.target as ts.TupleType;
      const elements = checker.getTypeArguments(reference).map((element, index) => {
        const flags = target.elementFlags[index] ?? ts.ElementFlags.Required;
        if (flags & ts.ElementFlags.Rest) return `...Array<${print(element)}>`;
        return `${print(element)}${flags & ts.ElementFlags.Optional ? '?' : ''}`;
      });
      return `${target.readonly ? 'readonly ' : ''}[${elements.join(', ')}]`;
    }
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!isStandardLibrary(symbol) || !symbol) return undefined;
    const typeArguments =
      type.aliasTypeArguments ??
      (type.objectFlags & ts.ObjectFlags.Reference
        ? checker.getTypeArguments(type as ts.TypeReference)
        : []);
    const written = typeArguments.length > 0 ? `<${typeArguments.map(print).join(', ')}>` : '';
    return `${symbol.name}${written}`;
  }

  function describe(type: ts.Type): string {
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).slice(0, 200);
  }

  function print(type: ts.Type): string {
    const { flags } = type;
    if (flags & ts.TypeFlags.Any) return 'any';
    if (flags & ts.TypeFlags.Unknown) return 'unknown';
    if (flags & ts.TypeFlags.String) return 'string';
    if (flags & ts.TypeFlags.Number) return 'number';
    if (flags & ts.TypeFlags.Boolean) return 'boolean';
    if (flags & ts.TypeFlags.BigInt) return 'bigint';
    if (flags & ts.TypeFlags.Null) return 'null';
    if (flags & ts.TypeFlags.Undefined) return 'undefined';
    if (flags & ts.TypeFlags.Void) return 'void';
    if (flags & ts.TypeFlags.Never) return 'never';
    if (flags & ts.TypeFlags.ESSymbol) return 'symbol';
    if (flags & ts.TypeFlags.NonPrimitive) return 'object';
    if (type.isStringLiteral()) return JSON.stringify(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (flags & ts.TypeFlags.BooleanLiteral) return describe(type);
    if (flags & ts.TypeFlags.TemplateLiteral) return describe(type);
    if (onTheWay.has(type)) throw new Error(`Cannot write a recursive type: ${describe(type)}`);
    onTheWay.add(type);
    try {
      if (type.isUnion()) return printUnion(type);
      if (type.isIntersection()) {
        return type.types
          .map((member) => {
            const written = print(member);
            return member.isUnion() || written.includes('=>') ? `(${written})` : written;
          })
          .join(' & ');
      }
      if (flags & ts.TypeFlags.Object) {
        const objectType = type as ts.ObjectType;
        return printReference(objectType) ?? printObject(objectType);
      }
      throw new Error(`Cannot write type ${describe(type)} (flags ${flags})`);
    } finally {
      onTheWay.delete(type);
    }
  }

  return {
    /** Starts a new group of procedures (a router), whose answers name its choice fields. */
    startGroup() {
      choices = new Map();
      primitives = new Map();
    },
    output(type: ts.Type): string {
      mode = 'output';
      return print(type);
    },
    input(type: ts.Type): string {
      mode = 'input';
      return print(type);
    },
  };
}
