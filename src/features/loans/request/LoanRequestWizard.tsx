import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { isApiError, serverReasonOf } from '../../../lib/api/apiErrors';
import { todayInBrazil } from '../../../domain/brazilTime';
import type { StoredUser } from '../../../lib/storage';
import { useRequestLoanMutation } from '../loanApi';
import { AgentNotFoundDialog } from './AgentNotFoundDialog';
import { CarOptionsStep } from './CarOptionsStep';
import { draftStorage } from './draftStorage';
import { DriverStep } from './DriverStep';
import {
  changeDraft,
  emptyDraft,
  isStepValid,
  requestBodyOf,
  stepFields,
  type CheckedField,
  type LoanRequestDraft,
  type MissingDriverData,
  type WizardStep,
} from './loanRequestDraft';
import { PeriodStep } from './PeriodStep';
import { requestTexts } from './requestTexts';
import { StepIndicator } from './StepIndicator';
import { SubmitResultDialog, type SubmitResult } from './SubmitResultDialog';

const draftOf = (user: StoredUser) => {
  const stored = draftStorage.read();
  return stored && stored.userId === user.id ? stored : emptyDraft(user.id);
};

/**
 * The three steps of /solicita-comodato (spec loan-area sections 2, 4, 5 and 8). The draft is written to session
 * storage on every change, so a reload or a failed submit loses nothing, and cleared once the request is sent.
 *
 * The step's button stays focusable while the step is incomplete: it is marked aria-disabled (muted, secondary) and
 * described by what is missing, and pressing it shows each field's problem (said through the live region) and goes
 * nowhere but to the first field with a problem. A disabled button would drop out of the tab order, and a keyboard or screen-reader user would not find the
 * button nor learn why it can't be pressed. Each field's rule (src/domain/loanRequest.ts, loanDates.ts) is shown
 * under it once it is left, and what was typed is kept as typed, however wrong.
 */
export function LoanRequestWizard({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const idPrefix = useId();
  const [draft, setDraft] = useState<LoanRequestDraft>(() => draftOf(user));
  const [missing, setMissing] = useState<MissingDriverData | null>(null);
  // The fields whose rules are shown: each once it is left with something in it, and every field of a step whose
  // button was pressed while it was incomplete. Until then a field being filled in is no mistake yet.
  const [checked, setChecked] = useState<ReadonlySet<CheckedField>>(() => new Set());
  const check = (fields: readonly CheckedField[]) =>
    setChecked((current) =>
      fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
    );
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [requestLoan, { isLoading: sending }] = useRequestLoanMutation();
  const sent = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Bumped by each press of an incomplete step's button: the first field with a problem then takes the focus.
  const [refusals, setRefusals] = useState(0);
  // What is missing without being a field marked invalid: the driver choice, the CNH picture, the terms.
  const missingControlId = useRef<string | null>(null);
  const shownStep = useRef(draft.step);
  const today = todayInBrazil(new Date());
  const valid = isStepValid(draft, today);
  const incompleteId = `${idPrefix}-incomplete`;

  useEffect(() => {
    if (!sent.current) draftStorage.write(draft);
  }, [draft]);

  // A new step's heading takes the focus, so a screen reader starts reading there; not on the first render.
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    // Scrolled to its top rather than by focus(): going from a long step to a shorter one, at the bottom of the page,
    // Chromium left the focused heading above the window (scroll anchoring kept the page's bottom in place). The
    // root's scroll padding keeps it below the sticky header.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [draft.step]);

  // Once the pressed step's problems are drawn: the first field marked invalid takes the focus (its FieldError is
  // said as it appears, and the field is read with it), or else what is missing that no rule marks.
  useEffect(() => {
    if (refusals === 0) return;
    const missingId = missingControlId.current;
    const firstProblem =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (missingId ? document.getElementById(missingId) : null);
    firstProblem?.focus();
  }, [refusals]);

  const change = (changes: Partial<LoanRequestDraft>) => {
    setDraft((current) => changeDraft(current, changes, todayInBrazil(new Date())));
    // Another driver chosen: fields filled afresh, not yet left.
    if (changes.selectedDriver !== undefined) {
      const driverFields: readonly CheckedField[] = stepFields[0];
      setChecked((current) => new Set([...current].filter((field) => !driverFields.includes(field))));
    }
  };
  const goTo = (step: WizardStep) => setDraft((current) => ({ ...current, step }));

  const submit = async () => {
    try {
      const answer = await requestLoan(requestBodyOf(draft)).unwrap();
      if (answer.success) {
        sent.current = true;
        draftStorage.clear();
        setResult({ sent: true });
      } else {
        setResult({ sent: false });
      }
    } catch (error) {
      // A refusal has an answer to show; no answer at all (network, a broken server) is the spec's alert, and the
      // draft stays for another try.
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        setResult({ sent: false, reason: serverReasonOf(error) });
      else window.alert(requestTexts.networkError);
    }
  };

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      check(stepFields[draft.step]);
      missingControlId.current =
        draft.step === 0 && draft.selectedDriver === ''
          ? `${idPrefix}-driver-me`
          : draft.step === 0 && !draft.cnhPicture
            ? `${idPrefix}-imageCNH`
            : draft.step === 2 && !draft.termsAccepted
              ? `${idPrefix}-terms`
              : null;
      setRefusals((count) => count + 1);
    }
    if (!valid || sending) return;
    if (draft.step < 2) goTo((draft.step + 1) as WizardStep);
    else void submit();
  };

  const closeResult = () => {
    const wasSent = result?.sent;
    setResult(null);
    if (wasSent) void navigate('/');
  };

  const last = draft.step === 2;
  const stepProps = {
    idPrefix,
    draft,
    onChange: change,
    isChecked: (field: CheckedField) => checked.has(field),
    onLeave: (field: CheckedField, value: string) => {
      if (value !== '') check([field]);
    },
  };
  return (
    <form ref={form} className="loan-request" noValidate onSubmit={proceed} aria-busy={sending || undefined}>
      <StepIndicator step={draft.step} labels={requestTexts.steps} />
      <h2 ref={heading} tabIndex={-1} className="loan-request__step-title">
        <span className="loan-request__step-count">
          {requestTexts.stepOf(draft.step + 1, requestTexts.steps.length)}
        </span>{' '}
        {requestTexts.steps[draft.step]}
      </h2>

      {draft.step === 0 && <DriverStep {...stepProps} user={user} onDriverIncomplete={setMissing} />}
      {draft.step === 1 && <CarOptionsStep {...stepProps} today={today} />}
      {draft.step === 2 && <PeriodStep {...stepProps} today={today} />}

      <div className="loan-request__actions">
        {draft.step > 0 && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={sending}
            onClick={() => goTo((draft.step - 1) as WizardStep)}
          >
            {requestTexts.back}
          </button>
        )}
        <button
          type="submit"
          className={`btn ${valid ? 'btn-primary' : 'btn-secondary'} loan-request__next`}
          aria-disabled={!valid || sending || undefined}
          aria-describedby={valid ? undefined : incompleteId}
        >
          {sending ? (
            <>
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {requestTexts.sending}
            </>
          ) : last ? (
            requestTexts.send
          ) : (
            requestTexts.next
          )}
        </button>
      </div>
      {!valid && (
        <p id={incompleteId} className="loan-request__incomplete">
          {requestTexts.stepIncomplete}
        </p>
      )}

      <AgentNotFoundDialog missing={missing} onClose={() => setMissing(null)} />
      <SubmitResultDialog result={result} onClose={closeResult} />
    </form>
  );
}
