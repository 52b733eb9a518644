// Codemod (decision 204): web code takes `useTranslation` from the app's own translator
// (apps/web/src/lib/i18n.ts) instead of react-i18next. Safe to run again, e.g. after merging branches
// that added screens with the old import:
//   node scripts/codemods/own-translator.mjs          rewrite, then sort the touched files' imports
//   node scripts/codemods/own-translator.mjs --check  list the files still importing i18next
// It rewrites `import { useTranslation } from 'react-i18next'` (and `import type { TFunction } from
// 'i18next'`) to the relative path of lib/i18n.ts, merging with an import of that file already
// there, then runs Biome's import sorting on the files it changed.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'apps/web/src');
const target = path.join(src, 'lib/i18n.ts');
const check = process.argv.includes('--check');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

const oldImport = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(?:react-i18next|i18next)';\n/gm;
const MARK = '@@i18n-import@@';
const MARKS = new RegExp(MARK, 'g');
const changed = [];
for (const file of files(src)) {
  if (file === target) continue;
  const text = readFileSync(file, 'utf8');
  if (!oldImport.test(text)) continue;
  oldImport.lastIndex = 0;
  if (check) {
    changed.push(file);
    continue;
  }
  let rel = path.relative(path.dirname(file), target).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const names = [];
  let out = text.replace(oldImport, (_whole, typeOnly, list) => {
    for (const raw of list.split(',')) {
      const name = raw.trim();
      if (!name || name === 'I18nextProvider' || name === 'initReactI18next') continue;
      names.push(typeOnly && !name.startsWith('type ') ? `type ${name}` : name);
    }
    return MARK;
  });
  // One import of lib/i18n.ts: merge with one already there.
  const escaped = rel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const existing = new RegExp(`^import\\s+\\{([^}]*)\\}\\s+from\\s+'${escaped}';\\n`, 'm');
  const found = out.match(existing);
  if (found) {
    const merged = [...new Set([...(found[1] ?? '').split(',').map((s) => s.trim()), ...names])].filter(Boolean);
    out = out.replace(existing, `import { ${merged.join(', ')} } from '${rel}';\n`);
    out = out.replace(MARKS, '');
  } else {
    const line = names.length ? `import { ${[...new Set(names)].join(', ')} } from '${rel}';\n` : '';
    out = out.replace(MARK, line).replace(MARKS, '');
  }
  writeFileSync(file, out);
  changed.push(file);
}

if (check) {
  for (const file of changed) console.log(path.relative(root, file));
  process.exit(changed.length ? 1 : 0);
}
console.log(`${changed.length} files rewritten`);
// Biome sorts the imports the rewrite moved (its organizeImports assist), nothing else.
for (let i = 0; i < changed.length; i += 100) {
  execFileSync(
    'npx',
    ['biome', 'check', '--write', '--linter-enabled=false', '--formatter-enabled=false', ...changed.slice(i, i + 100)],
    { cwd: root, stdio: 'inherit' },
  );
}
