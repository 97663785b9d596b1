/** Starts the browser's download of a file at `url` (e.g. a signed S3 address) under `fileName`. */
export function downloadFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  // Ignored for another origin, where the server's Content-Disposition names the file instead.
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
