/**
 * Request bodies are checked as their schemas say, strictly: Fastify's default validator coerces a body's values
 * ('5' becomes 5, 1 becomes true, null becomes '' or 0, [7] becomes 7) and silently drops fields a schema does not
 * know, so a body of the wrong types or with extra fields was taken as a good one and acted on. TypeBox's own
 * validator (the type provider's) converts the address's parts, which arrive as text, and never the body: a body of
 * the wrong shape is a 400. Only routes with a body schema are concerned; reads keep the default validator.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

export function validateBodiesStrictly(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body && !route.validatorCompiler) route.validatorCompiler = TypeBoxValidatorCompiler;
  });
}
