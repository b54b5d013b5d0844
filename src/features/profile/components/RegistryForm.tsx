import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import { useNavigate } from 'react-router-dom';
import { isApiError, serverReasonOf } from '../../../lib/api/apiErrors';
import { useAppDispatch } from '../../../state/hooks';
import { pathAfterSignIn } from '../../../state/auth/afterSignIn';
import { profileSaved } from '../../../state/auth/authSlice';
import { FormField } from '../../../components/forms/FormField';
import { brazilPlaceCheck } from '../../../domain/brazilPlaces';
import { cpfMask } from '../../../domain/cpf';
import type { FieldProblem } from '../../../domain/formRules';
import {
  checkProfile,
  midiaTypes,
  phoneMask,
  profileLabels,
  profileMessages,
  type ProfileField,
  type ProfileForm,
} from '../../../domain/profile';
import { can } from '../../../domain/roles';
import { deviceIdStorage, type StoredUser } from '../../../lib/storage';
import { useSaveProfileMutation } from '../profileApi';
import { profileBodyOf, profileFormOf, savedUserFields } from '../profileForm';
import { profileTexts, registryTimings } from '../profileTexts';
import { PlaceFields } from './PlaceFields';

type TextField = Exclude<ProfileField, 'country' | 'midiaType' | 'email'>;

/**
 * The profile form of /registry (spec sections 4 and 5). Rules run in the spec's order on submit; the first problem
 * is alerted, its field marked and focused. What the user typed survives every failure: the form's state is only
 * ever replaced by the user's own edits.
 */
export function RegistryForm({ user }: { user: StoredUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [problem, setProblem] = useState<FieldProblem<ProfileField> | null>(null);
  const [checkFields, setCheckFields] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveProfile, request] = useSaveProfileMutation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const internal = can(user.role, 'internalUser');

  useEffect(() => () => clearTimeout(redirect.current), []);

  const idOf = (field: ProfileField) => `${idPrefix}-${field}`;
  const problemOf = (field: ProfileField) => (problem?.field === field ? problem.message : null);

  const change = (changes: Partial<ProfileForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    // Editing the marked field takes the mark away; the next submit checks again.
    if (problem && problem.field in changes) {
      setProblem(null);
      setCheckFields(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isLoading || saved) return;
    const found = checkProfile(form, { role: user.role, places: brazilPlaceCheck });
    if (found) {
      window.alert(found.message);
      setProblem(found);
      setCheckFields(true);
      // Found by id: the field a rule names is always on screen (state and city in either form).
      document.getElementById(idOf(found.field))?.focus();
      return;
    }
    setProblem(null);
    setCheckFields(false);
    const body = profileBodyOf(form, user, deviceIdStorage.read());
    try {
      const answer = await saveProfile(body).unwrap();
      if (!answer) {
        void navigate('/');
        return;
      }
      const fields = savedUserFields(answer, body);
      dispatch(profileSaved(fields));
      setSaved(true);
      // The same merge as profileSaved: where the user goes depends on the profile now complete.
      const merged: StoredUser = { ...user, ...fields, role: user.role, loggedIn: true };
      redirect.current = setTimeout(
        () => void navigate(pathAfterSignIn(merged)),
        registryTimings.redirectDelayMs,
      );
    } catch (error) {
      // A refusal (4xx) carries the API's reason, the same rules' message; no answer or a broken server: 'Error'.
      const reason = isApiError(error) && error.status >= 400 && error.status < 500 && serverReasonOf(error);
      if (reason) {
        window.alert(reason);
        setCheckFields(true);
      } else {
        window.alert(profileTexts.networkError);
      }
    }
  };

  const textField = (field: TextField, options: { autoComplete?: string; hint?: string } = {}) => (
    <FormField id={idOf(field)} label={profileLabels[field]} problem={problemOf(field)} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          name={field}
          type="text"
          autoComplete={options.autoComplete}
          value={form[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  const maskedField = (field: 'cpf' | 'phone1' | 'phone2' | 'phone3', mask: string, hint?: string) => (
    <FormField id={idOf(field)} label={profileLabels[field]} problem={problemOf(field)} hint={hint}>
      {(control) => (
        <IMaskInput
          {...control}
          mask={mask}
          name={field}
          type="text"
          inputMode="numeric"
          autoComplete={field === 'cpf' ? 'off' : 'tel-national'}
          value={form[field]}
          // onAccept reports the masked text after each accepted key; onChange would see it before the mask.
          onAccept={(value: string) => {
            if (value !== form[field]) change({ [field]: value });
          }}
        />
      )}
    </FormField>
  );

  return (
    <form className="registry-form" noValidate onSubmit={(event) => void submit(event)}>
      <div role="alert" className="registry-form__alerts">
        {checkFields && <p className="registry-form__check">{profileMessages.checkFields}</p>}
      </div>

      <fieldset className="registry-form__group">
        <legend className="registry-form__legend">Você e sua mídia</legend>
        {textField('name', { autoComplete: 'name' })}
        <FormField
          id={idOf('midiaType')}
          label={profileLabels.midiaType}
          problem={problemOf('midiaType')}
          kind="select"
        >
          {(control) => (
            <select
              {...control}
              name="midiaType"
              value={form.midiaType}
              onChange={(event) => change({ midiaType: event.target.value as ProfileForm['midiaType'] })}
            >
              <option value="">{profileTexts.choose}</option>
              {midiaTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textField('midiaName', { autoComplete: 'organization' })}
        {textField('rg', { autoComplete: 'off', hint: internal ? profileTexts.optional : undefined })}
        {maskedField('cpf', cpfMask, internal ? profileTexts.optional : undefined)}
        {/* Spec section 5: the e-mail is the provider's, sent as it is and never edited here. */}
        <div hidden>
          <label htmlFor={idOf('email')}>{profileLabels.email}</label>
          <input id={idOf('email')} name="email" type="email" value={form.email} disabled readOnly />
        </div>
      </fieldset>

      <fieldset className="registry-form__group">
        <legend className="registry-form__legend">Endereço</legend>
        {textField('address', { autoComplete: 'street-address' })}
        <PlaceFields idOf={idOf} form={form} problemOf={problemOf} onChange={change} />
      </fieldset>

      <fieldset className="registry-form__group">
        <legend className="registry-form__legend">Telefones</legend>
        {maskedField('phone1', phoneMask)}
        {maskedField('phone2', phoneMask, profileTexts.optional)}
        {maskedField('phone3', phoneMask, profileTexts.optional)}
      </fieldset>

      <div className="form-check registry-form__newsletter">
        <input
          id={`${idPrefix}-newsletter`}
          className="form-check-input"
          type="checkbox"
          name="isNewsletterAccepted"
          checked={form.isNewsletterAccepted}
          onChange={(event) => change({ isNewsletterAccepted: event.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${idPrefix}-newsletter`}>
          {profileTexts.newsletter}
        </label>
      </div>

      {/* Beside the button, where the eyes are after sending; the page moves on shortly after. */}
      <div role="status" className="registry-form__status">
        {saved && <p className="registry-form__saved">{profileMessages.saved}</p>}
      </div>
      <button
        type="submit"
        className="btn btn-primary registry-form__submit"
        disabled={request.isLoading || saved}
      >
        {request.isLoading ? profileTexts.sending : profileTexts.submit}
      </button>
    </form>
  );
}
