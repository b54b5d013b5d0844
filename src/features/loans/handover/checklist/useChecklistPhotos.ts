import { useEffect, useRef, useState } from 'react';
import { checklistLimits, checklistMessages } from '../../../../domain/checklist';
import { useUploadChecklistPhotoMutation } from '../../handoverApi';
import { imageFileProblem, uploadProblemOf } from '../../imageUpload';
import { handoverTexts } from '../handoverTexts';

export interface ChecklistPhoto {
  key: number;
  fileName: string;
  /** A blob: address of the picked file, for the preview; revoked when the photo goes. */
  preview: string;
  state: 'uploading' | 'sent' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The stored file's name once sent (what `files` carries). */
  media?: string;
  problem?: string;
}

const uploadTexts = { failed: handoverTexts.photoFailed, timedOut: handoverTexts.photoTimedOut };

/**
 * The checklist's photos: each picked image is shown at once and sent to `POST medias/upload-front` on its own, with
 * its own progress; a failed one says why and can be removed. Refused files (type, size, too many) are told apart.
 */
export function useChecklistPhotos() {
  const [upload] = useUploadChecklistPhotoMutation();
  const [photos, setPhotos] = useState<ChecklistPhoto[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const nextKey = useRef(1);
  const previews = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const change = (key: number, changes: Partial<ChecklistPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));

  const send = async (key: number, file: File) => {
    try {
      const answer = await upload({ file, onProgress: (progress) => change(key, { progress }) }).unwrap();
      change(key, { state: 'sent', progress: 1, media: answer.media });
    } catch (error) {
      change(key, { state: 'failed', problem: uploadProblemOf(error, uploadTexts) });
    }
  };

  const add = (files: File[]) => {
    setRefused(null);
    const room = checklistLimits.maxPhotos - photos.length;
    const problems = files.map(imageFileProblem);
    const accepted = files.filter((_, index) => problems[index] === null).slice(0, Math.max(room, 0));
    const firstProblem = problems.find((problem) => problem !== null);
    if (firstProblem) setRefused(firstProblem);
    else if (accepted.length < files.length) setRefused(checklistMessages.tooManyPhotos);
    const added = accepted.map((file): ChecklistPhoto => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey.current++, fileName: file.name, preview, state: 'uploading', progress: 0 };
    });
    setPhotos((current) => [...current, ...added]);
    added.forEach((photo, index) => void send(photo.key, accepted[index]!));
  };

  const remove = (key: number) => {
    const gone = photos.find((photo) => photo.key === key);
    if (gone) {
      URL.revokeObjectURL(gone.preview);
      previews.current.delete(gone.preview);
    }
    setRefused(null);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  };

  const files = photos.flatMap((photo) => (photo.state === 'sent' && photo.media ? [photo.media] : []));
  const uploading = photos.some((photo) => photo.state === 'uploading');
  return { photos, files, uploading, refused, add, remove };
}
