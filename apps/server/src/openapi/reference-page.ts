import type { JsonSchema } from './json-schema';

/** The readable reference of the OpenAPI document: plain server-rendered HTML, no script. */

const escapeHtml = (text: unknown): string =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** `code` spans for back-quoted words of the descriptions. */
const prose = (text: unknown): string =>
  escapeHtml(text ?? '').replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

type Schema = JsonSchema & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  required?: string[];
};

function typeLabel(schema: Schema): string {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${slug(name)}">${escapeHtml(name)}</a>`;
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.map(typeLabel).join(' or ');
  if (schema.enum)
    return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const types = [schema.type ?? 'any value'].flat();
  return types
    .map((type) => {
      if (type === 'array') return `list of ${schema.items ? typeLabel(schema.items) : 'values'}`;
      const format = (schema.format ?? schema.contentMediaType) as string | undefined;
      return format ? `${escapeHtml(type)} (${escapeHtml(format)})` : escapeHtml(type);
    })
    .join(' or ');
}

/** An object's fields as a nested list: name, type, whether required, what it is. */
function fieldList(schema: Schema, depth = 0): string {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const fields = Object.entries(target.properties ?? {});
  if (fields.length === 0 || depth > 3) return '';
  const required = new Set(target.required ?? []);
  const items = fields.map(([name, field]) => {
    const notes = [
      required.has(name) ? '<strong>required</strong>' : 'optional',
      field.description ? prose(field.description) : '',
    ].filter(Boolean);
    return `<li><code>${escapeHtml(name)}</code>: ${typeLabel(field)}; ${notes.join('; ')}${fieldList(field, depth + 1)}</li>`;
  });
  return `<ul class="fields">${items.join('')}</ul>`;
}

const contentBlock = (content: Record<string, { schema: Schema }> | undefined) =>
  Object.entries(content ?? {})
    .map(
      ([mediaType, { schema }]) =>
        `<p><code>${escapeHtml(mediaType)}</code>: ${typeLabel(schema)}</p>${fieldList(schema)}`,
    )
    .join('');

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: unknown[];
  parameters?: {
    name: string;
    in: string;
    required: boolean;
    description?: string;
    schema: Schema;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { description?: string; $ref?: string; content?: Record<string, { schema: Schema }> }
  >;
}

function parameterList(parameters: Operation['parameters']): string {
  if (!parameters?.length) return '';
  const items = parameters.map(
    (parameter) =>
      `<li><code>${escapeHtml(parameter.name)}</code> (${escapeHtml(parameter.in)}): ${typeLabel(parameter.schema)}; ${parameter.required ? '<strong>required</strong>' : 'optional'}${parameter.description ? `; ${prose(parameter.description)}` : ''}</li>`,
  );
  return `<h4>Parameters</h4><ul class="fields">${items.join('')}</ul>`;
}

function responseList(responses: Operation['responses'], document: Document): string {
  const items = Object.entries(responses).map(([status, response]) => {
    const resolved = response.$ref
      ? document.components.responses[response.$ref.split('/').pop() ?? '']
      : response;
    const body = response.$ref ? ' (error body)' : '';
    return `<li><strong>${escapeHtml(status)}</strong>: ${prose(resolved?.description ?? '')}${body}${contentBlock(response.content)}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('')}</ul>`;
}

function operationArticle(method: string, path: string, operation: Operation, document: Document) {
  const id = `op-${operation.operationId}`;
  const access =
    operation.security.length > 0 ? 'Signed in (session cookie or API token)' : 'Public';
  return `<article aria-labelledby="${id}">
<h3 id="${id}"><span class="method method-${method}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary)}</p>${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
<p class="access">Access: ${access}</p>
${parameterList(operation.parameters)}
${operation.requestBody ? `<h4>Request body${operation.requestBody.required ? '' : ' (optional)'}</h4>${contentBlock(operation.requestBody.content)}` : ''}
${responseList(operation.responses, document)}
</article>`;
}

interface Document {
  info: { title: string; description: string; version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { description: string }>;
    securitySchemes: Record<string, { type: string; description: string }>;
  };
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:0 1rem}header{border-bottom:1px solid #ccc}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere;background:#f2f2f2;padding:0 .2em}
a{color:#0b4f8a}.skip{position:absolute;left:-999px}.skip:focus{position:static}
article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h3{font-size:1.1rem;overflow-wrap:anywhere}h4{font-size:1rem;margin-bottom:.25rem}
.method{display:inline-block;min-width:4.5rem;text-align:center;color:#fff;border-radius:4px;padding:0 .4rem}
.method-get{background:#1c5d99}.method-post{background:#2b6a2f}.method-put{background:#7a4b00}.method-delete{background:#a11d21}
ul.fields,ul.responses{padding-left:1.2rem}.access{color:#444}
`;

/** The HTML page of `GET /api-docs`, from the same document `GET /openapi.json` serves. */
export function referencePage(openApi: JsonSchema): string {
  const document = openApi as unknown as Document;
  const byTag = document.tags.map((tag) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes(tag.name))
        .map(([method, operation]) => operationArticle(method, path, operation, document)),
    );
    return { tag, operations };
  });
  const sections = byTag
    .filter(({ operations }) => operations.length > 0)
    .map(
      ({ tag, operations }) => `<section aria-labelledby="tag-${slug(tag.name)}">
<h2 id="tag-${slug(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${operations.join('\n')}</section>`,
    );
  const contents = byTag
    .filter(({ operations }) => operations.length > 0)
    .map(({ tag }) => `<li><a href="#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .join('');
  const schemes = Object.entries(document.components.securitySchemes)
    .map(
      ([name, scheme]) => `<li><code>${escapeHtml(name)}</code>: ${prose(scheme.description)}</li>`,
    )
    .join('');
  const errorSchemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<h3 id="schema-${slug(name)}">${escapeHtml(name)}</h3>${fieldList(schema)}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API reference: ${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><header><a class="skip" href="#main">Skip to the reference</a><p>${escapeHtml(document.info.title)}, version ${escapeHtml(document.info.version)}</p></header>
<main id="main"><h1>REST API reference</h1><p>${prose(document.info.description)}</p>
<p>The machine-readable description: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1), from which a client can be generated.</p>
<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul><li><a href="#authentication">Authentication</a></li><li><a href="#errors">Errors</a></li>${contents}</ul></nav>
<section aria-labelledby="authentication"><h2 id="authentication">Authentication</h2><ul>${schemes}</ul></section>
<section aria-labelledby="errors"><h2 id="errors">Errors</h2><p>Every refused call answers JSON with a message:</p>${errorSchemas}</section>
${sections.join('\n')}
</main></body></html>`;
}
