import type { ConsumeKind } from '@app/domain/open-orders/rules';

// Table QR codes (spec 3 §2.4 "Table QR codes"; decisions 107, 186): each code opens /home/{number}
// of this place; a sheet prints them on A4, twelve a page, with the table code beside each QR (the
// code the first guest types to open the table; the QR's link does not carry it).

export type QrEntry = {
  /** Stable key: the consume place's id, or 'local:{number}' for a number typed in the drawer. */
  key: string;
  /** What is printed big beside the QR ('Mesa 5'). */
  name: string;
  /** The number the QR's link carries ('5'). */
  code: string;
  /** The table code printed beside the QR (decision 186); null for a number the place does not take. */
  tableCode: string | null;
  /** Its label by the spot's kind ('Código da mesa', 'Código do quarto'…, decision 207). */
  codeLabel: string;
  /** The spot's key for renewing its table code; null without a code. */
  spotKey: string | null;
  link: string;
  /** Typed in the drawer and kept on this device (deletable); listed places come from the settings. */
  local: boolean;
};

/** The number a spot goes by on its QR: a table's trailing number ('Mesa 5' → '5'), else its whole name. */
export function spotCode(kind: ConsumeKind, name: string, option: ConsumeKind | null): string {
  const trailing = /(\S+)$/.exec(name.trim())?.[1] ?? name.trim();
  return kind === (option ?? 'table') ? trailing : name.trim();
}

/** The address a QR opens: {origin}{base}/home/{code}. */
export function homeLink(origin: string, basename: string, code: string): string {
  return `${origin}${basename}/home/${encodeURIComponent(code)}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A printable A4 page of QR codes (one or many), each with its name, code and link. */
export function qrSheetHtml(
  items: readonly { name: string; tableCode: string | null; codeLabel: string; link: string; image: string }[],
  texts: { title: string },
): string {
  const cells = items
    .map(
      (
        i,
      ) => `<figure class="cell"><img src="${escapeHtml(i.image)}" alt=""><figcaption><strong>${escapeHtml(i.name)}</strong>
${i.tableCode ? `<span class="code">${escapeHtml(i.codeLabel)}: ${escapeHtml(i.tableCode)}</span>` : ''}<small>${escapeHtml(i.link)}</small></figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title>
<style>
@page{size:A4;margin:10mm}
*{box-sizing:border-box}
body{margin:0;font:12px/1.3 system-ui,sans-serif;color:#000;background:#fff}
main{display:grid;grid-template-columns:repeat(3,1fr);gap:6mm}
.cell{margin:0;padding:4mm;border:1px dashed #999;display:flex;flex-direction:column;align-items:center;break-inside:avoid;height:62mm}
.cell img{width:40mm;height:40mm}
figcaption{display:flex;flex-direction:column;align-items:center;gap:1mm;text-align:center}
strong{font-size:15px}
.code{font:700 13px ui-monospace,monospace}
small{font-size:8px;overflow-wrap:anywhere;color:#333}
</style></head><body><main>
${cells}
</main></body></html>`;
}
