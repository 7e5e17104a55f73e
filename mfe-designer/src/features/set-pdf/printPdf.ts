/**
 * Opens a PDF in the browser's print dialog: the document in a hidden frame of this page, printed
 * from there once loaded; where the browser will not print a frame (or shows PDFs only in a
 * tab), the PDF opens in a new tab for the reader's own Print. The object URL lives a minute.
 */
export function printPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = 'PDF';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  const cleanUp = () => {
    URL.revokeObjectURL(url);
    frame.remove();
  };
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(cleanUp, 60_000);
  });
  frame.src = url;
  document.body.appendChild(frame);
}

/** Saves a file as the browser saves a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
