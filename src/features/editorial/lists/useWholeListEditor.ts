import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api/apiErrors';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';

interface Problem {
  message: string;
}

/**
 * The state of an editor of a list saved whole (the contacts page, the home's banner): the list as last saved, the
 * form, and 'Salvar' and 'Recarregar'. The domain's rules are checked before a save and their message shown at the
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

  const change = (update: (current: Form) => Form) => {
    setForm(update);
    setDirty(true);
    setNotice('');
    setFieldProblem(null);
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
      const next = await save(bodyOf(form, saved.version));
      setSaved(next);
      setForm(formOf(next));
      setDirty(false);
      setConflict(false);
      setNotice(savedNotice);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        return;
      }
      const message = editorialProblemOf(error);
      const place = isApiError(error) && error.status === 400 ? locate(message, form) : null;
      if (place) showAtField({ ...place, message } as Found);
      else setProblem(message);
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

  return { saved, form, change, dirty, fieldProblem, problem, conflict, notice, submit, reload };
}
