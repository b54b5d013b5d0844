/**
 * The frame every /redacao editor of a saved item stands in: the form (useEditorForm), its save with the domain's
 * rules checked first and a refusal shown at the field it names, the autosave (a draft saves itself; an item whose
 * saves go live keeps its edits aside in the person's autosave slot, offered back when the item is opened again),
 * the conflict view of a 409, the leave question, and a move ('Publicar', 'Despublicar'...) made on the item as saved,
 * with what is unsaved saved first. An editor draws its own fields and places the frame's parts: `parts.recovery`
 * at the top, `parts.outcome` above its buttons, `parts.status` in its action bar, `parts.leaveDialog` anywhere.
 */
import { useEffect, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { isApiError } from '../../../lib/api/apiErrors';
import { SaveOutcome } from '../editor/SaveOutcome';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import {
  useDropAutosaveMutation,
  useGetAutosaveQuery,
  usePutAutosaveMutation,
  type EditedItem,
} from '../history/historyApi';
import { AutosaveRecovery } from './AutosaveRecovery';
import { ConflictView } from './ConflictView';
import { EditorStatusLine } from './EditorStatusLine';
import { fieldDifferences, type FieldView } from './fieldDifferences';
import { frameTexts } from './frameTexts';
import { useAutosave, type SaveState } from './useAutosave';
import { useEditorForm, type EditorForm, type FieldProblem } from './useEditorForm';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * Enter in a one-line field does not submit an editor: a published item's save goes live, and a press officer who
 * presses Enter at the end of a title means nothing by it. 'Salvar' (or the autosave) saves.
 */
export const withoutImplicitSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'submit')
    event.preventDefault();
};

/** What the frame needs of a saved item: its version, and who saved it last (for the conflict view). */
export interface FramedItem {
  version: number;
  changes: { who: string; at: string }[];
}

export interface EditorFrameOptions<
  Saved extends FramedItem,
  Form extends FieldValues,
  P extends FieldProblem,
> {
  /** The item as read, or null for a new one, created by its first save. */
  item: Saved | null;
  /** The form of a new item. */
  blank?: Form;
  formOf: (saved: Saved) => Form;
  /** The domain's rules on the form, answering the first problem. */
  check: (form: Form) => P | null;
  /** Where a server's refusal (a 400) lies in the form, or null when it is about the item as a whole. */
  fieldOfRefusal?: (message: string, form: Form) => Omit<P, 'message'> | null;
  /** The element a problem sends the focus to (a place in a list is found in the form as it stands). */
  focusIdOf: (problem: P, form: Form) => string;
  /** Sends the form: creates the item when `saved` is null, else saves it at `version`. */
  save: (form: Form, saved: Saved | null, version: number) => Promise<Saved>;
  load: (saved: Saved) => Promise<Saved>;
  /** Its saves go live (a published item): the autosave keeps the edits aside instead. */
  goesLive: (saved: Saved) => boolean;
  /** The item as the revisions, autosaves and locks name it. */
  slotOf: (saved: Saved) => EditedItem;
  /** How each field reads in the conflict view. */
  views: Partial<Record<keyof Form & string, FieldView>>;
  /** 'desta notícia', 'desta página': whose kept edits the recovery offers. */
  whose: string;
  savedNotice: string;
  /** The new item's first save: the editor moves to its address (through `passThrough`). */
  onCreated?: (saved: Saved, passThrough: (navigate: () => void) => void) => void;
}

export interface EditorFrame<Saved extends FramedItem, Form extends FieldValues, P extends FieldProblem> {
  saved: Saved | null;
  form: EditorForm<Form, P>;
  /** A call of the editor's runs (a save, a move, a load): its buttons wait. */
  busy: boolean;
  /** Goes up when the form is replaced, so fields with their own editor (a rich text) read it anew. */
  loadKey: number;
  /** The rules refuse the form as it stands. */
  ruleProblem: P | null;
  saveState: SaveState;
  submit: (event: FormEvent) => void;
  /**
   * A move on the item as saved (what is unsaved is saved first); `done` is said once it went through. A move that
   * `drops` the edits (a draft discarded) is made without saving them, and its answer replaces the whole form.
   */
  moveSaved: (
    call: (saved: Saved) => Promise<Saved>,
    done: string,
    options?: { drops?: boolean },
  ) => Promise<void>;
  setNotice: (notice: string) => void;
  setProblem: (problem: string | null) => void;
  /** What the server changed of the saved item beside its form (its preview link), the form left as typed. */
  patchSaved: (update: (saved: Saved) => Saved) => void;
  passThrough: (navigate: () => void) => void;
  parts: { recovery: ReactNode; outcome: ReactNode; status: ReactNode; leaveDialog: ReactNode };
}

export function useEditorFrame<Saved extends FramedItem, Form extends FieldValues, P extends FieldProblem>(
  options: EditorFrameOptions<Saved, Form, P>,
): EditorFrame<Saved, Form, P> {
  const { item, formOf, check, fieldOfRefusal, focusIdOf, goesLive, slotOf } = options;
  const location = useLocation();
  const [saved, setSaved] = useState<Saved | null>(item);
  const form = useEditorForm<Form, P>(item ? formOf(item) : options.blank!);
  const { values, change } = form;
  const [loadKey, setLoadKey] = useState(0);
  const [running, setRunning] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');
  /** A 409: the version saved meanwhile, once read. */
  const [conflict, setConflict] = useState<{ theirs: Saved | null } | null>(null);
  const busy = running > 0;
  const ruleProblem = check(values);
  const live = saved !== null && goesLive(saved);

  // The field a problem sends the focus to, once the render that marks it is done: the field already says why.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);
  const showAtField = (found: P) => {
    form.setProblem(found);
    setFocusTarget({ id: focusIdOf(found, form.latest()) });
  };

  const run = async <R,>(call: () => Promise<R>): Promise<R> => {
    setRunning((count) => count + 1);
    try {
      return await call();
    } finally {
      setRunning((count) => count - 1);
    }
  };

  // A published item's edits go live when saved, so its autosave keeps them aside on the server instead.
  const [putAutosave] = usePutAutosaveMutation();
  const [dropAutosave] = useDropAutosaveMutation();
  // Edits kept aside in an earlier visit are offered when the editor opens: the item as opened decides, not a later
  // read of it (one made in this visit, after its own edits were kept aside, would offer them back to their author).
  const [opened] = useState(item);
  const keptAside = useGetAutosaveQuery(opened ? slotOf(opened) : { subject: 'news', id: 0 }, {
    skip: !opened || !goesLive(opened),
  }).data?.autosave;
  const [recoveryAnswered, setRecoveryAnswered] = useState(false);
  const recoverable =
    keptAside && !recoveryAnswered && JSON.stringify(keptAside.body) !== JSON.stringify(values)
      ? keptAside
      : null;

  /** A refusal: the 409 opens the conflict view; one about a field is shown there; any other above the buttons. */
  const refused = async (error: unknown) => {
    if (isApiError(error) && error.status === 409 && saved) {
      setConflict({ theirs: null });
      try {
        const theirs = await options.load(saved);
        setConflict({ theirs });
      } catch (loadError) {
        setConflict(null);
        setProblem(editorialProblemOf(loadError, editorialTexts.loadFailed));
      }
      return;
    }
    if (isApiError(error) && error.status === 401) {
      setProblem(frameTexts.sessionEnded);
      return;
    }
    const message = editorialProblemOf(error);
    const place = isApiError(error) && error.status === 400 ? fieldOfRefusal?.(message, form.latest()) : null;
    if (place) showAtField({ ...place, message } as P);
    else setProblem(message);
  };

  const autosave = useAutosave({
    unsaved: form.unsaved,
    changeCount: form.changeCount,
    // Kept edits waiting for an answer are not overwritten by the autosave of the form as it opened.
    ready: !busy && !conflict && !recoverable && ruleProblem === null,
    save: async () => {
      if (!live || !saved) {
        await persist({ auto: true });
        return;
      }
      autosave.saving();
      try {
        await putAutosave({
          ...slotOf(saved),
          version: saved.version,
          body: Object.fromEntries(Object.entries(values)),
        }).unwrap();
        autosave.keptAside(new Date());
      } catch {
        autosave.stopped(true);
      }
    },
  });

  // Edits kept aside are not lost by leaving: they are offered back when the item is opened again.
  const guard = useLeaveGuard(form.unsaved && autosave.state.kind !== 'aside');

  /**
   * Sends the form as it stands, at `version` (the one the editor started from, or the other person's when keeping
   * mine over theirs). Answers the item as the server kept it, or null.
   */
  const persist = ({ auto, version }: { auto: boolean; version?: number }) =>
    run(async (): Promise<Saved | null> => {
      const sent = values;
      const refusal = check(sent);
      if (refusal) {
        // An autosave waits for the rules without marking a field the press officer has not reached yet.
        if (!auto) showAtField(refusal);
        return null;
      }
      form.setProblem(null);
      setProblem(null);
      if (!auto) setNotice('');
      autosave.saving();
      try {
        const next = await options.save(sent, saved, version ?? saved?.version ?? 0);
        setSaved(next);
        form.kept(sent, { replace: false });
        autosave.saved(new Date());
        setConflict(null);
        if (!auto) setNotice(options.savedNotice);
        if (!saved) options.onCreated?.(next, guard.passThrough);
        return next;
      } catch (error) {
        autosave.stopped(auto);
        await refused(error);
        return null;
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void persist({ auto: false });
  };

  const moveSaved = async (
    call: (current: Saved) => Promise<Saved>,
    done: string,
    { drops = false }: { drops?: boolean } = {},
  ) => {
    setNotice('');
    setProblem(null);
    const current = !drops && (form.unsaved || !saved) ? await persist({ auto: false }) : saved;
    if (!current) return;
    await run(async () => {
      try {
        const next = await call(current);
        setSaved(next);
        // What was unsaved was saved first: the form takes the item as moved (a schedule sets its date).
        form.kept(formOf(next), { replace: true });
        if (drops) setLoadKey((key) => key + 1);
        setNotice(done);
      } catch (error) {
        await refused(error);
      }
    });
  };

  /** The other person's version taken: the form is theirs, and what was typed is dropped by choice. */
  const replaceWith = (next: Saved) => {
    setSaved(next);
    form.kept(formOf(next), { replace: true });
    setLoadKey((key) => key + 1);
    setConflict(null);
    form.setProblem(null);
    setProblem(null);
  };

  const recover = (body: Record<string, unknown>) => {
    const known = Object.keys(values).filter((field) => field in body);
    change(Object.fromEntries(known.map((field) => [field, body[field]])) as Partial<Form>);
    setLoadKey((key) => key + 1);
    setRecoveryAnswered(true);
  };

  const theirs = conflict?.theirs ?? null;
  const lastChange = theirs?.changes[0];

  const parts = {
    recovery:
      recoverable && saved ? (
        <div className="editorial-editor__outcome">
          <AutosaveRecovery
            savedAt={recoverable.savedAt}
            whose={options.whose}
            onRecover={() => recover(recoverable.body)}
            onDiscard={() => {
              setRecoveryAnswered(true);
              void dropAutosave(slotOf(saved));
            }}
          />
        </div>
      ) : null,
    outcome: (
      <>
        {conflict && (
          <ConflictView
            savedBy={
              lastChange
                ? frameTexts.conflict.savedBy(lastChange.who, brazilDateTimeText(lastChange.at).slice(11))
                : null
            }
            differences={theirs ? fieldDifferences(options.views, values, formOf(theirs)) : null}
            busy={busy || !theirs}
            onKeepMine={() => theirs && void persist({ auto: false, version: theirs.version })}
            onTakeTheirs={() => theirs && replaceWith(theirs)}
          />
        )}
        <SaveOutcome problem={problem} notice={notice} />
      </>
    ),
    status: (
      <EditorStatusLine
        state={autosave.state}
        waitingRules={ruleProblem !== null}
        waitingRecovery={recoverable !== null}
        outcomeShown={notice !== ''}
      />
    ),
    leaveDialog: guard.dialog,
  };

  return {
    saved,
    form,
    busy,
    loadKey,
    ruleProblem,
    saveState: autosave.state,
    submit,
    moveSaved,
    setNotice,
    setProblem,
    patchSaved: (update) => setSaved((current) => current && update(current)),
    passThrough: guard.passThrough,
    parts,
  };
}
