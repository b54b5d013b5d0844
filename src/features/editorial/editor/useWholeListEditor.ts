import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api/apiErrors';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { useLeaveGuard } from '../frame/useLeaveGuard';

interface Problem {
  message: string;
}

/**
 * The state of an editor of a list saved whole (the contacts page, the home's banner, an album and its items): the
 * list as last saved, the form, and 'Salvar' and 'Recarregar'; `adopt` and `refused` for what else the screen asks
 * of the server (an album's publication). The domain's rules are checked before a save and their message shown at the
 * field, with the focus sent there; a refusal of the server that names a place in the list is shown there too, any
 * other above the buttons. A 409 keeps everything as the press officer left it; only their 'Recarregar' replaces it.
 */
export function useWholeListEditor<Saved extends { version: number }, Form, Found extends Problem, Body>({
  list,
  formOf,
  check,
  locate,
  bodyOf,
  focusIdOf,
  save,
  load,
  savedNotice,
}: {
  list: Saved;
  formOf: (list: Saved) => Form;
  check: (form: Form) => Found | null;
  /** Where a server's refusal lies in the form, or null when it is about the list as a whole. */
  locate: (message: string, form: Form) => Omit<Found, 'message'> | null;
  bodyOf: (form: Form, version: number) => Body;
  /** The element a problem sends the focus to. */
  focusIdOf: (found: Found, form: Form) => string;
  save: (body: Body) => Promise<Saved>;
  load: () => Promise<Saved>;
  savedNotice: string;
}) {
  const [saved, setSaved] = useState(list);
  const [form, setForm] = useState<Form>(() => formOf(list));
  const [dirty, setDirty] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<Found | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState('');
  // The field a problem sends the focus to, once the render that marks it is done: the field already says why.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const showAtField = (found: Found) => {
    setFieldProblem(found);
    setFocusTarget({ id: focusIdOf(found, form) });
  };

  // Stable, so a drop zone handed a callback that changes the form keeps its listeners.
  const change = useCallback((update: (current: Form) => Form) => {
    setForm(update);
    setDirty(true);
    setNotice('');
    setFieldProblem(null);
  }, []);

  /** The server's answer taken as the list now saved, with the words that say what happened. */
  const adopt = (next: Saved, happened: string) => {
    setSaved(next);
    setForm(formOf(next));
    setDirty(false);
    setConflict(false);
    setProblem(null);
    setNotice(happened);
  };

  /** A refusal: the 409 keeps the form and offers a reload; one about a place in the form is shown there. */
  const refused = (error: unknown) => {
    setNotice('');
    if (isApiError(error) && error.status === 409) {
      setConflict(true);
      return;
    }
    const message = editorialProblemOf(error);
    const place = isApiError(error) && error.status === 400 ? locate(message, form) : null;
    if (place) showAtField({ ...place, message } as Found);
    else setProblem(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNotice('');
    setFieldProblem(null);
    const rule = check(form);
    if (rule) {
      showAtField(rule);
      return;
    }
    try {
      adopt(await save(bodyOf(form, saved.version)), savedNotice);
    } catch (error) {
      refused(error);
    }
  };

  const reload = async () => {
    try {
      const current = await load();
      setSaved(current);
      setForm(formOf(current));
      setDirty(false);
      setConflict(false);
      setFieldProblem(null);
      setProblem(null);
      setNotice('');
    } catch (error) {
      setProblem(editorialProblemOf(error, editorialTexts.loadFailed));
    }
  };

  // Leaving with unsaved changes asks first; the editor renders the question.
  const leaveGuard = useLeaveGuard(dirty);

  return {
    saved,
    form,
    change,
    dirty,
    fieldProblem,
    problem,
    conflict,
    notice,
    submit,
    reload,
    adopt,
    refused,
    leaveDialog: leaveGuard.dialog,
  };
}
