import { useState } from 'react';
import { editorialNewsMessages } from '../../../domain/editorialNews';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { isApiError } from '../../../lib/api/apiErrors';
import { editorialProblemOf } from '../editorialProblem';

/**
 * One change at a time on the person shown: the call, what it said (the 409 of a stale read with its reload, a
 * refusal in the server's words, the notice of a success), and the person as the server answered, which replaces
 * the one shown. A refusal changes nothing on the screen, so nothing the administrator typed is lost.
 */
export function usePersonChange(onChanged: (person: PersonDetail) => void) {
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const run = async (call: () => Promise<PersonDetail>, success: string): Promise<boolean> => {
    setBusy(true);
    setConflict(false);
    setProblem(null);
    setNotice('');
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
  };

  return { busy, conflict, problem, notice, run, clear };
}
