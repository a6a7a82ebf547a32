/** Hands `blob` to the browser as a download named `name`. */
export function downloadFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
