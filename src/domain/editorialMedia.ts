/**
 * Photos and videos the press office uploads (server/editorial/uploads): their states while the job queue makes
 * their sizes, the limits of an upload, and the Portuguese messages of a refusal.
 */

/** An upload is 'processing' until its job has made its sizes, 'failed' when it could not; seeded media are 'ready'. */
export const mediaStates = ['processing', 'ready', 'failed'] as const;
export type MediaState = (typeof mediaStates)[number];
