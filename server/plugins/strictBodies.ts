/**
 * Request bodies are checked as their schemas say, strictly: Fastify's default validator coerces a body's values
 * ('5' becomes 5, 1 becomes true, null becomes '' or 0, [7] becomes 7) and silently drops fields a schema does not
 * know, so a body of the wrong types or with extra fields was taken as a good one and acted on. TypeBox's own
 * validator (the type provider's) converts the address's parts, which arrive as text, and never the body: a body of
 * the wrong shape is a 400. Only routes with a body schema are concerned; reads keep the default validator.
 *
 * TypeBox's validator keeps a field the schema does not name, where Fastify's default one dropped it: a body object
 * that does not say `additionalProperties: false` would hand a service `isAdmin` or `role` beside the fields it
 * expects. So every object of a body schema must be closed, and a route whose body is not stops the app at start-up,
 * naming the route and the object, rather than taking such fields in production.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where `schema` has an object that takes fields it does not name ('' for the top, 'items', 'blocks.items'…). An
 * object of named fields must close itself; a map (`patternProperties`, TypeBox's `Record`) is open by design, its
 * values being checked.
 */
export function openObjectsOf(schema: unknown, at = ''): string[] {
  if (!isNode(schema)) return [];
  const here = (name: string) => (at ? `${at}.${name}` : name);
  const open: string[] = [];
  const named = isNode(schema.properties) ? schema.properties : undefined;
  const isObject = schema.type === 'object' || named !== undefined;
  if (isObject && !isNode(schema.patternProperties) && schema.additionalProperties !== false)
    if (!isNode(schema.additionalProperties)) open.push(at || '(body)');
  for (const [name, field] of Object.entries(named ?? {})) open.push(...openObjectsOf(field, here(name)));
  for (const value of Object.values(isNode(schema.patternProperties) ? schema.patternProperties : {}))
    open.push(...openObjectsOf(value, at));
  if (isNode(schema.additionalProperties)) open.push(...openObjectsOf(schema.additionalProperties, at));
  if (isNode(schema.items)) open.push(...openObjectsOf(schema.items, here('items')));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) for (const option of options) open.push(...openObjectsOf(option, at));
  }
  return open;
}

export function validateBodiesStrictly(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (!body) return;
    const open = openObjectsOf(body);
    if (open.length)
      throw new Error(
        `${String(route.method)} ${route.url}: the body schema takes fields it does not name at ${open.join(', ')}` +
          ': close each object with { additionalProperties: false }',
      );
    if (!route.validatorCompiler) route.validatorCompiler = TypeBoxValidatorCompiler;
  });
}
