/**
 * The guard of an item's revisions, autosave and lock: the capability of editing that item (an event's is the
 * events area's, every other item's the press office's), asked before the input is read, as every /redacao route
 * does. An unknown subject is asked for `publish`, so a caller without it learns nothing of which subjects exist.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { isRevisionSubject, revisionCapability } from '../../../src/domain/editorialRevisions';
import { requireCapability } from '../../plugins/auth';

const guards = {
  publish: requireCapability('publish'),
  manageEvents: requireCapability('manageEvents'),
} as const;

export const requireEditingRight: preValidationAsyncHookHandler = async function (request, reply) {
  const { subject } = request.params as { subject?: string };
  const capability = subject && isRevisionSubject(subject) ? revisionCapability(subject) : 'publish';
  await guards[capability as keyof typeof guards].call(this, request, reply);
};
