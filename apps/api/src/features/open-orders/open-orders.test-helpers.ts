import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';

/**
 * The code printed beside a spot's QR code (decision 186), as staff read it for the owner's sheet:
 * what the first guest of a free table types.
 */
export async function tableCodeOf(
  t: TestApp,
  staff: { place: string; token: string; managerToken: string },
  name: string,
): Promise<string> {
  const res = await t.call('openorder/tablecodes', {}, staff);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const code = (res.body.data.codes as { name: string; code: string | null }[]).find((c) => c.name === name)?.code;
  if (!code) throw new Error(`no table code for ${name}`);
  return code;
}
