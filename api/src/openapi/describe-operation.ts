import type { FastifySchema, RouteOptions } from 'fastify';
import { OPERATIONS, type OperationInfo } from './operations.ts';

/** The two credentials of the API, as OpenAPI security schemes (plugins/session.ts, plugins/csrf.ts). */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The httpOnly session cookie set by login, signup and activation.' },
  clientHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Request-Type',
    description: 'Any value (the site\'s client sends "client"); required on POST, PUT and DELETE unless an operation says otherwise.',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's entry of OPERATIONS; a route without one stops the document (every operation is named). */
export function operationInfo(method: string, url: string): OperationInfo {
  const info = OPERATIONS[`${method} ${url}`];
  if (!info) throw new Error(`No entry for ${method} ${url} in api/src/openapi/operations.ts`);
  return info;
}

/**
 * Which credentials a call needs: the session of a member-only route, and the client header of a
 * state-changing call the CSRF check covers. A route open to anyone reads a session when one is sent.
 */
export function securityOf(method: string, info: OperationInfo, csrf: boolean | undefined): SecurityRequirement[] {
  const client: SecurityRequirement = UNSAFE_METHODS.has(method) && csrf !== false ? { clientHeader: [] } : {};
  const member = { ...client, session: [] };
  return info.access === 'anyone' ? [client, member] : [member];
}

/** @fastify/swagger's transform: the route's schema with its operationId, summary and security added. */
export function describeOperation({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  if (!url.startsWith('/api/') || (schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
  const method = [route.method].flat()[0]!;
  const info = operationInfo(method, url);
  const described = {
    ...schema,
    ...(schema?.querystring ? { querystring: withDefaultsOptional(schema.querystring) } : {}),
    operationId: info.operationId,
    summary: info.summary,
    security: securityOf(method, info, route.config?.csrf),
  };
  return { schema: described, url };
}

/**
 * A query parameter with a default may be left out (validation fills it in), so the document must not call it
 * required, or a generated client would have to send it. A copy: the route's own schema keeps validating.
 */
function withDefaultsOptional(querystring: unknown): unknown {
  const object = querystring as { properties?: Record<string, { default?: unknown }>; required?: string[] };
  if (!object.properties || !object.required) return querystring;
  const required = object.required.filter((name) => object.properties?.[name]?.default === undefined);
  return { ...object, required };
}
