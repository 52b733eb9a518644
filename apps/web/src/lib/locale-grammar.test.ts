import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Names in our data (products, categories, people) have no grammatical gender, and counts may be 1:
// a pt-BR text must read right for 'Pizza' and 'Pão', for 1 and for 2 (decision 067).

const dir = path.resolve(import.meta.dirname, '../locales/pt-BR');
const domainMessages = path.resolve(import.meta.dirname, '../../../../packages/domain/src/shared/messages.pt-BR.json');

function texts(file: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')), path.basename(file, '.json'));
  return out;
}

const all = [...readdirSync(dir).flatMap((f) => texts(path.join(dir, f))), ...texts(domainMessages)];

describe('pt-BR texts agree with any name and any count', () => {
  it('no gendered word right before or after a name placeholder', () => {
    const before = /\b(um|uma|o|a|os|as|seu|sua|meu|minha|este|esta|novo|nova)\s+\{(name|product|place)\}/i;
    const after = /\{(name|product|place)\}\s+(\S+[oa]s?)\b[.!]?/;
    const gendered = /^(adicionad|removid|excluíd|salv|criad|atualizad|escolhid|selecionad|pront)[oa]s?$/i;
    const bad = all.filter(([, text]) => {
      const follows = after.exec(text)?.[2] ?? '';
      return before.test(text) || gendered.test(follows.replace(/[.!]$/, ''));
    });
    expect(bad).toEqual([]);
  });

  it('a count with a noun has singular and plural forms', () => {
    const bad = all.filter(
      ([key, text]) =>
        /\{count\}\s+(itens|pedidos|produtos|pessoas|erros|itens)/.test(text) && !/_(one|other)$/.test(key),
    );
    expect(bad).toEqual([]);
    expect(all.some(([, text]) => /\b1 itens\b/.test(text))).toBe(false);
  });
});
