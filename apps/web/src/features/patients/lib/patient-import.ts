import { IMPORT_BATCH_SIZE } from '@app/domain/patients/import-rules';

/** The header of the template a clinic may fill (the import also reads other systems' headers). */
export const IMPORT_TEMPLATE =
  '\uFEFFNome completo;CPF;Data de nascimento;Celular;E-mail;Sexo;Estado civil;Profissão;Nome da mãe;Observações\r\n' +
  'Ana Beatriz Souza;529.982.247-25;14/03/1988;(11) 98765-4321;ana.souza@exemplo.com.br;Feminino;Casada;Arquiteta;Marta Souza;\r\n';

/** The header of the procedures template: one row per application, the patient by CPF/CNPJ. */
export const PROCEDURE_IMPORT_TEMPLATE =
  '\uFEFFCPF;Procedimento;Data;Hora;Região;Produto;Lote;Quantidade;Unidade;Técnica;Observações\r\n' +
  '529.982.247-25;Toxina botulínica;14/03/2025;09:30;Glabela e fronte;Botox 100U;C1234;20;U;Pontos padrão;\r\n';

/** A picked file's bytes as base64 (what patients/import/preview takes). */
export async function readAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one String.fromCharCode call with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The rows cut into the batches one import call takes, in order. */
export function batchesOf<T>(rows: readonly T[], size: number = IMPORT_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
