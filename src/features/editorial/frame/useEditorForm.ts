/**
 * The state every /redacao editor holds, on react-hook-form: the values being typed, the version the server last
 * kept (what 'unsaved' is measured against), each field's problem, and a count of changes for the autosave's delay.
 * Values are set through `change` (a rich text, a photo picker and an association list are not plain inputs), and a
 * problem is set from the domain's rule (src/domain/) or from the server's refusal, at the field it names.
 * 'Unsaved' is a comparison with the kept version rather than react-hook-form's own dirty flag, which a save that
 * returns while the press officer types would clear too early.
 */
import { useCallback, useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';

/** A rule's or the server's problem, at the field it names (a place inside the field may say more). */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface EditorForm<T extends FieldValues, P extends FieldProblem> {
  values: T;
  /** The values at this moment, for a change that builds on them (a list that grows while it is reordered). */
  latest: () => T;
  change: (changes: Partial<T>) => void;
  /** The values differ from the last kept version. */
  unsaved: boolean;
  changeCount: number;
  /** What the server now holds: a save that came back, or a version loaded (or taken from another editor). */
  kept: (values: T, { replace }: { replace: boolean }) => void;
  problem: P | null;
  problemOf: (field: P['field']) => string | null;
  setProblem: (problem: P | null) => void;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useEditorForm<T extends FieldValues, P extends FieldProblem>(initial: T): EditorForm<T, P> {
  const form = useForm<T>({ defaultValues: initial as DefaultValues<T> });
  const values = useWatch({ control: form.control }) as T;
  const [baseline, setBaseline] = useState<T>(initial);
  const [changeCount, setChangeCount] = useState(0);
  const [problem, setProblemState] = useState<P | null>(null);

  const change = useCallback(
    (changes: Partial<T>) => {
      for (const [field, value] of Object.entries(changes))
        form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      setChangeCount((count) => count + 1);
      setProblemState((current) => (current && current.field in changes ? null : current));
    },
    [form],
  );

  const kept = useCallback(
    (next: T, { replace }: { replace: boolean }) => {
      setBaseline(next);
      // A save keeps what was typed while it ran; a load replaces the form.
      if (replace) form.reset(next);
      setChangeCount((count) => count + 1);
    },
    [form],
  );

  const unsaved = !sameValues(values, baseline);
  const latest = useCallback(() => form.getValues(), [form]);

  return {
    values,
    latest,
    change,
    unsaved,
    changeCount,
    kept,
    problem,
    problemOf: (field) => (problem?.field === field ? problem.message : null),
    setProblem: setProblemState,
  };
}
