// The payments list as a CSV file that Excel and LibreOffice open in Brazil: ';' between fields,
// ',' as the decimal mark, a BOM so accents survive, quotes around fields that need them.

export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? value.toFixed(2).replace('.', ',') : value;
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection): quote it away.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
