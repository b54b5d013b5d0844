import { useState } from 'react';
import { editorialNewsMessages } from '../../../domain/editorialNews';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { isApiError } from '../../../lib/api/apiErrors';
import { editorialProblemOf } from '../editorialProblem';

/**
 * One change at a time on the person shown: the call, what it said (the 409 of a stale read with its reload, a
 * refusal in the server's words, the notice of a success), and the person as the server answered, which replaces
 * the one shown. A refusal changes nothing on the screen, so nothing the administrator typed is lost.
 *
 * A form far down the page names itself (`at`) so its refusal is shown beside its button, where the administrator
 * is looking, rather than at the top of the page; the others' show at the top, above the forms.
 */
export function usePersonChange(onChanged: (person: PersonDetail) => void) {
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [at, setAt] = useState<PersonChangePlace | null>(null);

  const run = async (
    call: () => Promise<PersonDetail>,
    success: string,
    place: PersonChangePlace | null = null,
  ): Promise<boolean> => {
    setBusy(true);
    setConflict(false);
    setProblem(null);
    setNotice('');
    setAt(place);
    try {
      onChanged(await call());
      setNotice(success);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.message === editorialNewsMessages.conflict)
        setConflict(true);
      else setProblem(editorialProblemOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    setConflict(false);
    setProblem(null);
    setNotice('');
    setAt(null);
  };

  return { busy, conflict, problem, notice, at, run, clear };
}

/** The forms that show their own refusals. */
export type PersonChangePlace = 'erase';
