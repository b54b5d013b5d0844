import { ActionOutcome } from '../../../components/feedback/ActionOutcome';
import { FieldError } from '../../../components/forms/FieldError';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, serverReasonOf } from '../../../lib/api/apiErrors';
import { FormField } from '../../../components/forms/FormField';
import type { FieldProblem } from '../../../domain/formRules';
import {
  checkNewsletter,
  newsletterMessages,
  newsletterTimings,
  type NewsletterField,
  type NewsletterForm as Form,
} from '../../../domain/newsletter';
import { paths } from '../../../domain/routes';
import { useSubscribeToNewsletterMutation } from '../newsletterApi';
import { newsletterTexts } from '../newsletterTexts';

type TextField = Exclude<NewsletterField, 'isNewsletterAccepted'>;

const emptyForm: Form = {
  name: '',
  lastname: '',
  email: '',
  emailConfirmation: '',
  isNewsletterAccepted: false,
};

/**
 * The subscription form (spec sections 4 and 5): the eleven checks in order, the first failure alerted with its field
 * marked and focused; once subscribed, the success message and home after 2 s.
 */
export function NewsletterForm() {
  const navigate = useNavigate();
  const idPrefix = useId();
  const [form, setForm] = useState<Form>(emptyForm);
  const [problem, setProblem] = useState<FieldProblem<NewsletterField> | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [subscribe, request] = useSubscribeToNewsletterMutation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const idOf = (field: NewsletterField) => `${idPrefix}-${field}`;
  const problemOf = (field: NewsletterField) => (problem?.field === field ? problem.message : null);
  const change = (changes: Partial<Form>) => {
    setForm((current) => ({ ...current, ...changes }));
    if (problem && problem.field in changes) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isLoading || subscribed) return;
    const found = checkNewsletter(form);
    if (found) {
      window.alert(found.message);
      setProblem(found);
      // Found by id: the field a rule names is always on screen (state and city in either form).
      document.getElementById(idOf(found.field))?.focus();
      return;
    }
    setProblem(null);
    try {
      await subscribe({
        name: form.name.trim(),
        lastname: form.lastname.trim(),
        email: form.email.trim(),
        isNewsletterAccepted: form.isNewsletterAccepted,
      }).unwrap();
      setSubscribed(true);
      redirect.current = setTimeout(() => void navigate('/'), newsletterTimings.redirectDelayMs);
    } catch (error) {
      // A refusal (4xx, including too many attempts) carries the API's reason; no answer or a broken server: 'Error'.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      window.alert((refused && serverReasonOf(error)) || newsletterTexts.networkError);
    }
  };

  if (subscribed) {
    // Takes the focus from the form it replaces and is said at once, so it is heard before the page goes home.
    return <ActionOutcome text={newsletterMessages.subscribed} className="newsletter-form__done" />;
  }

  const textField = (field: TextField, type: 'text' | 'email', autoComplete: string) => (
    <FormField id={idOf(field)} label={newsletterTexts.labels[field]} problem={problemOf(field)}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={form[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  const termsProblem = problemOf('isNewsletterAccepted');
  const termsId = idOf('isNewsletterAccepted');
  return (
    <form className="newsletter-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="newsletter-form__fields">
        {textField('name', 'text', 'given-name')}
        {textField('lastname', 'text', 'family-name')}
        {textField('email', 'email', 'email')}
        {/* The confirmation is typed again, not filled in by the browser. */}
        {textField('emailConfirmation', 'email', 'off')}
      </div>
      <div className="form-check newsletter-form__terms">
        <input
          id={termsId}
          className={termsProblem ? 'form-check-input is-invalid' : 'form-check-input'}
          type="checkbox"
          name="isNewsletterAccepted"
          checked={form.isNewsletterAccepted}
          aria-invalid={termsProblem ? true : undefined}
          aria-describedby={termsProblem ? `${termsId}-problem` : undefined}
          onChange={(event) => change({ isNewsletterAccepted: event.target.checked })}
        />
        <label className="form-check-label" htmlFor={termsId}>
          {newsletterTexts.termsBefore}
          <Link to={paths.legal.page.href('termoNews')}>{newsletterTexts.termsLink}</Link>
        </label>
        <FieldError id={`${termsId}-problem`} text={termsProblem} />
      </div>
      <button type="submit" className="btn btn-primary newsletter-form__submit" disabled={request.isLoading}>
        {request.isLoading ? newsletterTexts.sending : newsletterTexts.submit}
      </button>
    </form>
  );
}
