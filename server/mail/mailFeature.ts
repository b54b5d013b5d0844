/**
 * The local mailbox (/dev/mailbox): the messages a newsroom without SMTP wrote, to read in the browser.
 */
import { featurePart, type Feature } from '../plugins/feature';
import { devMailboxRoutes, type DevMailboxOptions } from './devMailboxRoutes';

export const mailFeature: Feature<DevMailboxOptions> = {
  pages: featurePart('mail pages', async (app, options) => {
    await app.register(devMailboxRoutes, options);
  }),
};
