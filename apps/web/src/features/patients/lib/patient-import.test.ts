import { describe, expect, it } from 'vitest';
import { batchesOf, readAsBase64 } from './patient-import.ts';

describe('the patient import on the screen', () => {
  it('cuts 5,000 rows into batches of 250, keeping the order', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => i);
    const batches = batchesOf(rows);
    expect(batches).toHaveLength(20);
    expect(batches.every((b) => b.length === 250)).toBe(true);
    expect(batches.flat()).toEqual(rows);
    expect(batchesOf([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(batchesOf([])).toEqual([]);
  });

  it('reads a file as plain base64, without the data URL prefix', async () => {
    const text = 'Nome;CPF\nJoão;123\n';
    const b64 = await readAsBase64(new Blob([text], { type: 'text/csv' }));
    expect(b64).not.toContain('data:');
    expect(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))).toBe(text);
  });
});
