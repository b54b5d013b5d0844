import { useRef, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { Link } from 'react-router-dom';
import { isApiError } from '../../../lib/api/apiErrors';
import { announce } from '../../../lib/a11y/announcer';
import { FormField } from '../../../components/forms/FormField';
import { cpfDigits, cpfMask, isValidCpf } from '../../../domain/cpf';
import { cnhMask, loanRequestFieldRules } from '../../../domain/loanRequest';
import type { StoredUser } from '../../../lib/storage';
import { paths } from '../../../domain/routes';
import { useLazyGetDriverByCpfQuery } from '../loanApi';
import { CnhPictureField } from './CnhPictureField';
import {
  driverFromProfile,
  missingFromProfile,
  noDriver,
  type DriverChoice,
  type FieldChecks,
  type LoanRequestDraft,
  type MissingDriverData,
} from './loanRequestDraft';
import { requestTexts } from './requestTexts';

export interface DriverStepProps extends FieldChecks {
  idPrefix: string;
  draft: LoanRequestDraft;
  user: StoredUser;
  onChange: (changes: Partial<LoanRequestDraft>) => void;
  /** The driver lacks CPF or RG on record: 'Agente não encontrado'. */
  onDriverIncomplete: (missing: MissingDriverData) => void;
}

/**
 * Step 1, who drives (spec loan-area sections 2, 4 and 5). 'Eu' fills the fields from the profile; 'Outro condutor'
 * clears them and looks the driver up once a valid CPF is typed. Name, RG and the CPF of 'Eu' come from records
 * and are read-only; the CNH may be typed (a profile may lack it).
 */
export function DriverStep({
  idPrefix,
  draft,
  user,
  onChange,
  onDriverIncomplete,
  isChecked,
  onLeave,
}: DriverStepProps) {
  const [lookUpDriver, lookup] = useLazyGetDriverByCpfQuery();
  const [lookupFailed, setLookupFailed] = useState(false);
  // The CPF a lookup answers for: an answer for a CPF typed over since is dropped.
  const wantedCpf = useRef('');
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const isOther = draft.selectedDriver === 'other';

  const choose = (choice: DriverChoice) => {
    if (choice === draft.selectedDriver) return;
    setLookupFailed(false);
    wantedCpf.current = '';
    if (choice === 'me') {
      onChange({ selectedDriver: 'me', ...driverFromProfile(user) });
      const missing = missingFromProfile(user);
      if (missing.cpf || missing.rg) onDriverIncomplete(missing);
    } else {
      onChange({ selectedDriver: 'other', ...noDriver });
    }
  };

  const findDriver = async (cpf: string) => {
    wantedCpf.current = cpf;
    setLookupFailed(false);
    try {
      const driver = await lookUpDriver(cpf, true).unwrap();
      if (wantedCpf.current !== cpf) return;
      onChange({
        name: driver.name,
        otherRG: driver.rg,
        otherCNH: driver.cnh,
        cnhPicture: driver.cnhPicture,
        cnhPictureFileName: '',
      });
      announce(requestTexts.driverFound(driver.name));
      if (!driver.rg.trim()) onDriverIncomplete({ cpf: false, rg: true, other: true });
    } catch (error) {
      if (wantedCpf.current !== cpf) return;
      if (isApiError(error) && error.status === 404) onDriverIncomplete({ cpf: true, rg: true, other: true });
      else setLookupFailed(true);
    }
  };

  const cpfTyped = (value: string) => {
    if (cpfDigits(value) === cpfDigits(draft.otherCPF)) {
      if (value !== draft.otherCPF) onChange({ otherCPF: value });
      return;
    }
    // Another CPF: what was found for the previous one no longer applies.
    onChange({ ...noDriver, otherCPF: value });
    wantedCpf.current = '';
    setLookupFailed(false);
    if (isValidCpf(value)) void findDriver(value);
  };

  // Another driver's CPF is judged once typed in full or left; the user's own comes from the profile ('Agente não
  // encontrado' says when it is missing).
  const cpfProblem =
    (isOther && (draft.otherCPF.length === cpfMask.length || isChecked('otherCPF'))
      ? loanRequestFieldRules.cpf(draft.otherCPF)
      : null) ?? (lookupFailed ? requestTexts.lookupFailed : null);
  const cnhProblem = isChecked('otherCNH') ? loanRequestFieldRules.cnh(draft.otherCNH) : null;

  return (
    <div className="loan-request__fields">
      <fieldset className="loan-request__driver-choice">
        <legend className="form-label">{requestTexts.driverLegend}</legend>
        {(['me', 'other'] as const).map((choice) => (
          <div key={choice} className="form-check form-check-inline">
            <input
              id={idOf(`driver-${choice}`)}
              className="form-check-input"
              type="radio"
              name="selectedDriver"
              value={choice}
              checked={draft.selectedDriver === choice}
              onChange={() => choose(choice)}
            />
            <label className="form-check-label" htmlFor={idOf(`driver-${choice}`)}>
              {choice === 'me' ? requestTexts.me : requestTexts.other}
            </label>
          </div>
        ))}
      </fieldset>

      {draft.selectedDriver !== '' && (
        <>
          <FormField
            id={idOf('otherCPF')}
            label={requestTexts.cpf}
            problem={cpfProblem}
            hint={lookup.isFetching ? requestTexts.lookingUp : undefined}
          >
            {(control) => (
              <IMaskInput
                {...control}
                mask={cpfMask}
                name="otherCPF"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                readOnly={!isOther}
                value={draft.otherCPF}
                onAccept={(value: string) => cpfTyped(value)}
                onBlur={() => isOther && onLeave('otherCPF', draft.otherCPF)}
              />
            )}
          </FormField>
          <FormField id={idOf('name')} label={requestTexts.name}>
            {(control) => <input {...control} name="name" type="text" readOnly value={draft.name} />}
          </FormField>
          <FormField id={idOf('otherRG')} label={requestTexts.rg}>
            {(control) => <input {...control} name="otherRG" type="text" readOnly value={draft.otherRG} />}
          </FormField>
          <FormField
            id={idOf('otherCNH')}
            label={requestTexts.cnh}
            hint={requestTexts.cnhHint}
            problem={cnhProblem}
          >
            {(control) => (
              <IMaskInput
                {...control}
                mask={cnhMask}
                name="otherCNH"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={draft.otherCNH}
                onAccept={(value: string) => {
                  if (value !== draft.otherCNH) onChange({ otherCNH: value });
                }}
                onBlur={() => onLeave('otherCNH', draft.otherCNH)}
              />
            )}
          </FormField>
          <CnhPictureField
            id={idOf('imageCNH')}
            cnhPicture={draft.cnhPicture}
            fileName={draft.cnhPictureFileName}
            onUploaded={(cnhPicture, fileName) => onChange({ cnhPicture, cnhPictureFileName: fileName })}
          />
        </>
      )}
      <p className="loan-request__profile-link">
        <Link to={paths.registry.href()}>{requestTexts.updateProfile}</Link>
      </p>
    </div>
  );
}
