import { allRoutes, errorEnvelopeSchema, successEnvelope, systemRoutes, type RouteDef } from '@openset/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

function parameters(route: RouteDef): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [['path', route.params], ['query', route.query]] as const) {
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: location, required: location === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

function successResponse(route: RouteDef): JsonSchema {
  switch (route.transfer?.kind) {
    case 'stream':
      return { description: 'The file, streamed as it is made', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
    case 'events':
      return { description: 'Server-sent events, until the client closes the connection', content: { 'text/event-stream': { schema: { type: 'string' } } } };
    default:
      return { description: 'Success', content: { 'application/json': { schema: toSchema(successEnvelope(route.response), 'output') } } };
  }
}

function operation(route: RouteDef): JsonSchema {
  const op: JsonSchema = {
    operationId: route.subject,
    summary: route.summary,
    tags: [route.tag],
    parameters: parameters(route),
    responses: {
      ...(route.redirect
        ? {
            '303': {
              description: `See Other: the browser goes to the page the service names (a path on this site); a refusal goes to ${route.redirect.onError}`,
              headers: { Location: { schema: { type: 'string' } } },
            },
          }
        : { '200': successResponse(route) }),
      default: { description: 'Error (see the error codes)', content: { 'application/json': { schema: toSchema(errorEnvelopeSchema, 'output') } } },
    },
  };
  if (route.access !== 'public') {
    op.security = [{ session: [] }];
  }
  if (route.method !== 'GET') {
    const contentType = route.transfer?.kind === 'upload' ? 'multipart/form-data' : 'application/json';
    op.requestBody = { content: { [contentType]: { schema: toSchema(route.body, 'input') } } };
  }
  return op;
}

/** The OpenAPI 3.1 document, generated from the same route table the gateway validates with. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...Object.values(systemRoutes), ...allRoutes()]) {
    const path = `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'OpenSet API', version: '0.1.0', description: 'Success: {"status":"success","body":...}; error: {"status":"error","error":{code,message,details}}.' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    paths,
  };
}
