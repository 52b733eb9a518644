import { IMPORT_MAX_ROWS } from '@app/domain/patients/import-rules';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Actor } from '../../platform/actor.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { patientText } from './patients.messages.ts';

// A spreadsheet (CSV or the first sheet of an XLSX) as rows of text cells, the first row the header.
// The libraries read the formats; this only turns their cells into the text a person sees.

export class UnreadableFile extends Error {}
/** One row of the file, with its line (1 is the header) as a spreadsheet program numbers it. */
export type SheetRow = { line: number; cells: string[] };

function csvRows(buffer: Buffer): SheetRow[] {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', ',', '\t'].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0];
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.filter((r) => r.record.some((c) => c !== '')).map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch {
    throw new UnreadableFile('csv');
  }
}

/** A cell as text: a date as aaaa-mm-dd, a formula by its result, rich text and links by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function xlsxRows(buffer: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile('xlsx');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value).trim());
    if (cells.some((c) => c !== '')) rows.push({ line: row.number, cells });
  });
  return rows;
}

/** The rows of a CSV or XLSX file, chosen by its name. */
export async function spreadsheetRows(fileName: string, buffer: Buffer): Promise<SheetRow[]> {
  return /\.xlsx$/i.test(fileName) ? xlsxRows(buffer) : csvRows(buffer);
}

/**
 * An import's sheet (patients, procedures): its header and rows, or the refusal under
 * content_base64 (unreadable, no rows — worded by the caller's `emptyKey` —, too many rows).
 */
export async function importSheet(
  actor: Actor,
  input: { file_name: string; content_base64: string },
  emptyKey: Parameters<typeof patientText>[1],
): Promise<{ header: SheetRow; body: SheetRow[] }> {
  let sheet: SheetRow[];
  try {
    sheet = await spreadsheetRows(input.file_name, Buffer.from(input.content_base64, 'base64'));
  } catch (error) {
    if (error instanceof UnreadableFile) throw invalidField('content_base64', patientText(actor, 'importUnreadable'));
    throw error;
  }
  const [header, ...body] = sheet;
  if (!header || body.length === 0) throw invalidField('content_base64', patientText(actor, emptyKey));
  if (body.length > IMPORT_MAX_ROWS) throw invalidField('content_base64', patientText(actor, 'importTooManyRows'));
  return { header, body };
}

/** A row's cells under the fields its columns map to (unmapped columns left out). */
export function cellsByField<F extends string>(
  fields: readonly (F | null)[],
  cells: string[],
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  fields.forEach((field, i) => {
    if (field) typed[field] = cells[i] ?? '';
  });
  return typed;
}
