/**
 * An image sent to `POST medias/upload-front` (spec loan-area section 7), shared by the wizard's CNH picture and the
 * checklist's photos: the request with its 7 s limit and progress, the browser's own check of a file before a byte
 * is sent, and the words for a failed upload.
 */
import type { ApiError, ApiRequest } from '../../app/api';
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

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

/** The type and size the API would refuse, so a wrong file is refused before a byte is sent. */
export function imageFileProblem(file: File): string | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return loanRequestMessages.uploadNotImage;
  if (file.size > loanRequestLimits.uploadMaxBytes) return loanRequestMessages.uploadTooLarge;
  return null;
}

/** What went wrong, in words the user can act on: the API's reason for a refusal, else the connection or time. */
export function uploadProblemOf(error: unknown, texts: { failed: string; timedOut: string }): string {
  if (!isApiError(error)) return texts.failed;
  if (error.status === 0) return texts.timedOut;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return texts.failed;
}
