import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';

/** The document the patient signs: A4, the clinic, the patient, the title and the text as typed. */
export function signaturePdf(input: {
  placeName: string;
  patientName: string;
  title: string;
  content: string;
  issuedAt: Date;
}): Promise<{ pdf: Buffer; sha256: string }> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: input.title, Author: input.placeName, Creator: 'Pedidos' },
      compress: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('error', reject);
    doc.on('end', () => {
      const pdf = Buffer.concat(chunks);
      resolve({ pdf, sha256: createHash('sha256').update(pdf).digest('hex') });
    });
    const issued = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(input.issuedAt);
    doc.font('Helvetica-Bold').fontSize(11).text(input.placeName);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(16).text(input.title, { align: 'center' });
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(11).text(`Paciente: ${input.patientName}`);
    doc.text(`Emitido em ${issued}`);
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(11).text(input.content, { align: 'justify', lineGap: 3 });
    doc.moveDown(3);
    doc.text('Assinado eletronicamente pelo paciente (MP 2.200-2/2001, Lei 14.063/2020).', { align: 'center' });
    doc.end();
  });
}
