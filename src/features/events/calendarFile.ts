/** Saves an object URL under a name through a transient link, then lets the bytes go. */
export function saveObjectUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has taken the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
