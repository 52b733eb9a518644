import { allCalls, type CallDef, callUrl, ErrorBody } from '@app/domain';
import { ACCESS_LEVEL, type AccessLevel } from '@app/domain/shared/access';
import { APP_VERSION } from '@app/domain/shared/constants';
import { z } from 'zod';
import { escapeHtml } from './html.ts';

// OpenAPI 3.1 schemas are JSON Schema 2020-12, so zod's output is used as is: a nullable transform
// stays a type union instead of the 3.0 dialect's `nullable` with no `type`.
const toSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return json;
};

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

/**
 * Who may call, in the document's security schemes: anonymous calls need nothing (a user token, when
 * sent, is read); each level includes the lower ones, so staff calls name the manager token.
 */
const SECURITY: Record<AccessLevel, Record<string, string[]>[]> = {
  anonymous: [{}, { user: [] }],
  user: [{ user: [] }],
  manager: [{ manager: [] }],
  supplier: [{ manager: [] }],
  owner: [{ manager: [] }],
};

/** The {braced} segments of a call's URL come out of its body schema as path parameters. */
function splitPath(url: string, body: ObjectSchema) {
  const names = [...url.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const properties = { ...body.properties };
  const path = names.map((name) => {
    const schema = properties[name] ?? { type: 'string' };
    delete properties[name];
    return { name, in: 'path', required: true, schema };
  });
  const required = body.required?.filter((name) => !names.includes(name));
  const rest = { ...body, properties, ...(required ? { required } : {}) };
  const empty = Object.keys(properties).length === 0 && !body.additionalProperties;
  return { path, rest: names.length > 0 && empty ? null : rest };
}

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['ok', 'data'],
  properties: { ok: { type: 'boolean', enum: [true] }, data },
});

// The error envelope once, under components: its `code` lists every code the server sends
// (ERROR_CODES, plus the coupon refusals' numbers).
const errors = { $ref: '#/components/responses/Error' };

function operation(def: CallDef, url: string) {
  const { path, rest: body } = splitPath(url, toSchema(def.body, 'input') as ObjectSchema);
  return {
    operationId: def.name,
    summary: def.summary,
    tags: [def.surface],
    'x-access-level': `${def.level} (${ACCESS_LEVEL[def.level]})`,
    'x-place': def.place,
    security: SECURITY[def.level],
    ...(def.method === 'GET' || def.method === 'DELETE'
      ? {
          parameters: [
            ...path,
            ...(body ? [{ name: 'query', in: 'query', style: 'form', explode: true, schema: body }] : []),
          ],
        }
      : { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: envelope(toSchema(def.response, 'output')) } },
      },
      400: errors,
      403: errors,
      404: errors,
      429: errors,
    },
  };
}

/** The OpenAPI 3 document, generated from the contract (the same zod schemas the server validates with). */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of allCalls) {
    const url = callUrl(def);
    paths[url] = { ...paths[url], [def.method.toLowerCase()]: operation(def, url) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pedido API',
      version: APP_VERSION,
      description:
        'Every answer is {ok:true,data} or {ok:false,error:{message,error_type,code}}. Send the place as the ' +
        'x-place-id header (id or slug), the user token as "Authorization: Bearer <token>" and the manager ' +
        'token as x-manager-token (the body fields token / managerToken / restaurant_id are accepted too).',
    },
    // Relative: the API answers under /api of whichever host serves the app.
    servers: [{ url: '/' }],
    components: {
      responses: {
        Error: {
          description: 'Error envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { ok: { type: 'boolean', enum: [false] }, error: toSchema(ErrorBody, 'output') },
              },
            },
          },
        },
      },
      securitySchemes: {
        user: { type: 'http', scheme: 'bearer' },
        manager: { type: 'apiKey', in: 'header', name: 'x-manager-token' },
      },
    },
    paths,
  };
}

/** A self-contained readable page (no CDN: this product must work offline). */
export function renderDocsPage(doc: ReturnType<typeof buildOpenApi>): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const o = op as ReturnType<typeof operation>;
        const request = 'requestBody' in o ? o.requestBody.content['application/json'].schema : o.parameters;
        return `<details id="${escapeHtml(o.operationId)}"><summary><code>${method.toUpperCase()} ${escapeHtml(url)}</code>
 <b>${escapeHtml(o.operationId)}</b> <span class="lvl">${escapeHtml(o['x-access-level'])}</span> — ${escapeHtml(o.summary)}</summary>
<h4>Request</h4><pre>${escapeHtml(JSON.stringify(request, null, 2))}</pre>
<h4>Response data</h4><pre>${escapeHtml(JSON.stringify(o.responses[200].content['application/json'].schema.properties.data, null, 2))}</pre></details>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1000px;margin:2rem auto;padding:0 1rem;color:#1f2937}
details{border:1px solid #e5e7eb;border-radius:8px;margin:.5rem 0;padding:.5rem .75rem}summary{cursor:pointer}
pre{background:#f9fafb;padding:.75rem;overflow:auto;font-size:13px}.lvl{background:#eef2ff;border-radius:4px;padding:0 .4rem;font-size:12px}</style>
</head><body><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p>${rows}</body></html>`;
}
