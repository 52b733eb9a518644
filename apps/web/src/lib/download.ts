/** Hands text to the browser as a file download (the CSV exports). */
export function download(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns: revoke it only once the download has begun.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
