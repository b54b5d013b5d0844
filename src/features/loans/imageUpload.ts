/**
 * An image sent to `POST medias/upload-front` (spec loan-area section 7), shared by the wizard's CNH picture and the
 * checklist's photos: the request with its 7 s limit and progress, the browser's own check of a file before a byte
 * is sent, and the words for a failed upload.
 */
import type { ApiRequest } from '../../lib/api/api';
import { problemOf } from '../../lib/api/apiErrors';
import { loanRequestLimits, loanRequestMessages, uploadImageTypes } from '../../domain/loanRequest';

export interface ImageUpload {
  file: File;
  /** The share sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

export function imageUploadRequest({ file, onProgress }: ImageUpload): ApiRequest {
  const body = new FormData();
  body.append('file', file);
  return {
    url: 'medias/upload-front',
    method: 'POST',
    body,
    // The client's JSON content type would make axios serialise the form; this one lets the browser set the
    // multipart boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: loanRequestLimits.uploadTimeoutMs,
    onUploadProgress: onProgress,
  };
}

/** The type and size the API would refuse, so a wrong file is refused before a byte is sent. */
export function imageFileProblem(file: File): string | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return loanRequestMessages.uploadNotImage;
  if (file.size > loanRequestLimits.uploadMaxBytes) return loanRequestMessages.uploadTooLarge;
  return null;
}

/** What went wrong, in words the user can act on: the API's reason for a refusal, else the connection or time. */
export const uploadProblemOf = (error: unknown, texts: { failed: string; timedOut: string }): string =>
  problemOf(error, { failed: texts.failed, connectionFailed: texts.timedOut });
