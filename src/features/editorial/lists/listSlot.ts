import { listSubjectId } from '../../../domain/editorialRevisions';
import type { EditedItem } from '../history/historyApi';

/** A list saved whole as its revisions, autosave and lock name it. */
export const listSlot = (subject: 'banner' | 'contacts'): EditedItem => ({ subject, id: listSubjectId });
