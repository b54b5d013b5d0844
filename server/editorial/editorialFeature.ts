/**
 * The press office's area: uploads (tus), then the staff's calls, whose answers go to staff only, so the addresses
 * of drafts' files in them are granted (answerGrants.ts).
 */
import type { AppSettings } from '../appSettings';
import type { AppContext } from '../context';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { editorialAlbumRoutes } from './albums/albumRoutes';
import { editorialCarRoutes } from './cars/editorialCarRoutes';
import { editorialRoutes } from './editorialRoutes';
import { editorialEventRoutes } from './events/eventDeskRoutes';
import { editorialFleetRoutes } from './fleet/fleetDeskRoutes';
import { editorialListRoutes } from './lists/editorialListRoutes';
import { editorialMediaRoutes } from './media/mediaRoutes';
import { createTusServer, tusRoutes } from './media/tusRoutes';
import type { UploadStore } from './media/uploadStore';
import { sectionPageRoutes } from './pages/sectionPageRoutes';
import { editorialPeopleRoutes } from './people/peopleRoutes';
import { lockRoutes } from './revisions/lockRoutes';
import { revisionRoutes } from './revisions/revisionRoutes';

export type EditorialFeatureOptions = AppContext & {
  settings: Pick<AppSettings, 'dataDir' | 'publicUrl' | 'linkSecret' | 'mailFrom'>;
  /** Where the press office's uploads wait while they arrive. */
  uploads: UploadStore;
};

export const editorialFeature: Feature<EditorialFeatureOptions> = {
  api: featurePart(
    'editorial api',
    async (api, options) => {
      await api.register(tusRoutes, { tus: createTusServer(options.uploads) });
      await api.register(async (staff) => {
        staff.addHook('preSerialization', async (_request, _reply, payload) => options.answerGrants(payload));
        await staff.register(editorialRoutes, options);
        await staff.register(sectionPageRoutes, options);
        await staff.register(editorialMediaRoutes, options);
        await staff.register(editorialAlbumRoutes, options);
        await staff.register(editorialCarRoutes, options);
        await staff.register(editorialListRoutes, options);
        await staff.register(editorialEventRoutes, options);
        await staff.register(editorialFleetRoutes, options);
        await staff.register(editorialPeopleRoutes, options);
        await staff.register(revisionRoutes, options);
        await staff.register(lockRoutes, options);
      });
    },
    readsSignedInUser,
  ),
};
