/** A rendered document on its way to a printer. */
export type PrintJob = {
  placeId: string;
  documentId: string;
  title: string;
  pdf: Buffer;
};

/**
 * Sends a document to the place's printer (decision 028). The real adapter speaks PrintNode's HTTP
 * API; the sandbox prints nothing and the document stays in the log (/dev/print).
 */
export type PrintPort = {
  readonly provider: 'sandbox' | 'printnode';
  send(job: PrintJob): Promise<{ jobId: string }>;
};
