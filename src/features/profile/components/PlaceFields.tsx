import { useMemo } from 'react';
import { FormField } from '../../../components/forms/FormField';
import { brazilStates, citiesOf } from '../../../domain/brazilPlaces';
import { countries, profileLabels, type ProfileField, type ProfileForm } from '../../../domain/profile';
import { profileTexts } from '../profileTexts';

type PlaceField = 'country' | 'state' | 'city';

const stateOptions = brazilStates.map((state) => (
  <option key={state.sigla} value={state.sigla}>
    {state.nome}
  </option>
));

export interface PlaceFieldsProps {
  idOf: (field: ProfileField) => string;
  form: Pick<ProfileForm, PlaceField>;
  problemOf: (field: ProfileField) => string | null;
  /** Applies the changed fields together: a new country empties state and city, a new state empties city. */
  onChange: (changes: Partial<Pick<ProfileForm, PlaceField>>) => void;
}

/**
 * País, Estado and Cidade (spec section 4, Registration): Brasil offers the IBGE states and, once a state is chosen,
 * its municipalities; Outros takes both as free text. Only the profile feature imports the IBGE list, so it loads
 * with the /registry chunk alone (tests/web/profile/ibgeListChunk.test.ts holds the app to it).
 */
export function PlaceFields({ idOf, form, problemOf, onChange }: PlaceFieldsProps) {
  const cities = useMemo(
    () => (form.country === 'Brasil' ? citiesOf(form.state) : []),
    [form.country, form.state],
  );
  // The same elements from one render to the next, so typing elsewhere in the form never walks a state's hundreds
  // of cities again.
  const cityOptions = useMemo(
    () =>
      cities.map((city) => (
        <option key={city} value={city}>
          {city}
        </option>
      )),
    [cities],
  );
  const byHand = form.country === 'Outros';

  return (
    <>
      <FormField
        id={idOf('country')}
        label={profileLabels.country}
        problem={problemOf('country')}
        kind="select"
      >
        {(control) => (
          <select
            {...control}
            name="country"
            autoComplete="country-name"
            value={form.country}
            onChange={(event) =>
              onChange({ country: event.target.value as ProfileForm['country'], state: '', city: '' })
            }
          >
            <option value="">{profileTexts.choose}</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {byHand ? (
        <>
          <FormField id={idOf('state')} label={profileLabels.state} problem={problemOf('state')}>
            {(control) => (
              <input
                {...control}
                name="state"
                type="text"
                autoComplete="address-level1"
                value={form.state}
                onChange={(event) => onChange({ state: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={idOf('city')} label={profileLabels.city} problem={problemOf('city')}>
            {(control) => (
              <input
                {...control}
                name="city"
                type="text"
                autoComplete="address-level2"
                value={form.city}
                onChange={(event) => onChange({ city: event.target.value })}
              />
            )}
          </FormField>
        </>
      ) : (
        <>
          <FormField
            id={idOf('state')}
            label={profileLabels.state}
            problem={problemOf('state')}
            kind="select"
          >
            {(control) => (
              <select
                {...control}
                name="state"
                value={form.state}
                disabled={form.country === ''}
                onChange={(event) => onChange({ state: event.target.value, city: '' })}
              >
                <option value="">
                  {form.country === '' ? profileTexts.chooseCountryFirst : profileTexts.choose}
                </option>
                {stateOptions}
              </select>
            )}
          </FormField>
          <FormField id={idOf('city')} label={profileLabels.city} problem={problemOf('city')} kind="select">
            {(control) => (
              <select
                {...control}
                name="city"
                value={form.city}
                disabled={cities.length === 0}
                onChange={(event) => onChange({ city: event.target.value })}
              >
                <option value="">
                  {cities.length === 0 ? profileTexts.chooseStateFirst : profileTexts.choose}
                </option>
                {cityOptions}
              </select>
            )}
          </FormField>
        </>
      )}
    </>
  );
}
