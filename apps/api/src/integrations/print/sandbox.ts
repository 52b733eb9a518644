import type { PrintPort } from './port.ts';

/**
 * The local printer: nothing leaves the machine. The document is already in print_documents (the
 * service logs every rendered document); the sandbox answers a job id and writes a log line, and
 * /dev/print lists the documents with their HTML and PDF.
 */
export function createSandboxPrint(log: { info(obj: object, msg?: string): void }): PrintPort {
  return {
    provider: 'sandbox',
    async send(job) {
      log.info(
        { placeId: job.placeId, documentId: job.documentId, bytes: job.pdf.length },
        `print (sandbox): ${job.title}`,
      );
      return { jobId: `sandbox-${job.documentId}` };
    },
  };
}
