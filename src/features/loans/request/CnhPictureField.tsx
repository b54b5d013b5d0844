import { useRef, useState, type ChangeEvent } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { FieldError } from '../../../components/forms/FieldError';
import { useAnnounce } from '../../../lib/a11y/useAnnounce';
import { loanRequestMessages } from '../../../domain/loanRequest';
import { imageFileProblem, uploadProblemOf } from '../imageUpload';
import { useUploadCnhPictureMutation } from '../loanApi';
import { requestTexts } from './requestTexts';

export interface CnhPictureFieldProps {
  id: string;
  /** The stored picture's name; empty until one is uploaded or on record. */
  cnhPicture: string;
  /** The name of the file the user sent, when it was this wizard that sent it. */
  fileName: string;
  onUploaded: (cnhPicture: string, fileName: string) => void;
}

const uploadProblem = (error: unknown) =>
  uploadProblemOf(error, { failed: requestTexts.uploadFailed, timedOut: requestTexts.uploadTimedOut });

/**
 * The CNH picture (spec loan-area sections 2 and 5): images only, sent to `POST medias/upload-front` as soon as it
 * is picked, with a progress bar and the 7 s limit; a failure says why and offers to send the same file again. The
 * required message stays until a picture is on record.
 */
export function CnhPictureField({ id, cnhPicture, fileName, onUploaded }: CnhPictureFieldProps) {
  const [upload, { isLoading }] = useUploadCnhPictureMutation();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const failedFile = useRef<File | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  const requiredId = `${id}-required`;
  const problemId = `${id}-problem`;
  const statusId = `${id}-status`;

  const send = async (file: File) => {
    setProblem(null);
    setCanRetry(false);
    setProgress(0);
    try {
      const answer = await upload({ file, onProgress: setProgress }).unwrap();
      failedFile.current = null;
      onUploaded(answer.media, file.name);
    } catch (error) {
      failedFile.current = file;
      setProblem(uploadProblem(error));
      setCanRetry(true);
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after a fix still fires a change.
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      failedFile.current = null;
      setCanRetry(false);
      setProblem(refused);
      return;
    }
    void send(file);
  };

  // The field is disabled while the file goes, and gets the focus back after (lib/a11y/focusRescue.ts); what
  // came of it is said.
  useAnnounce(cnhPicture && fileName ? requestTexts.cnhPictureSent(fileName) : null);

  const describedBy = [problem ? problemId : null, cnhPicture ? statusId : requiredId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="form-field loan-request__picture">
      <label htmlFor={id} className="form-label">
        {requestTexts.cnhPicture}
      </label>
      <input
        id={id}
        name="imageCNH"
        type="file"
        accept="image/*"
        className={problem ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        disabled={isLoading}
        onChange={picked}
      />
      {isLoading && (
        // The inner bar is the progressbar role: it carries the name (the outer one is a plain wrapper).
        <ProgressBar className="loan-request__progress">
          <ProgressBar
            now={Math.round(progress * 100)}
            label={`${Math.round(progress * 100)}%`}
            aria-label={requestTexts.uploading}
          />
        </ProgressBar>
      )}
      <FieldError id={problemId} text={problem}>
        {canRetry && (
          <button
            type="button"
            className="btn btn-link btn-sm loan-request__retry"
            onClick={() => failedFile.current && void send(failedFile.current)}
          >
            {requestTexts.retryUpload}
          </button>
        )}
      </FieldError>
      {cnhPicture ? (
        <p id={statusId} className="form-text loan-request__picture-status">
          {fileName ? requestTexts.cnhPictureSent(fileName) : requestTexts.cnhPictureOnRecord}
        </p>
      ) : (
        <p id={requiredId} className="loan-request__required">
          {loanRequestMessages.cnhImageRequired}
        </p>
      )}
    </div>
  );
}
