import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Rules over the whole tree that no single package owns.
const root = path.resolve(import.meta.dirname, '..');

/** The source files git knows (tracked or new and not ignored), without migrations. */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|css)$/.test(file) && !file.includes('/drizzle/'))
    .filter((file) => !file.endsWith('repo-rules.test.ts'));
}

// A process tag names the ticket or the branch a line came from ('issue 4 part 6', 'H2 wires…'):
// it says nothing to the next reader once the ticket is closed. Comments say why instead.
const processTag = /\b[Ii]ssue \d+|\bH\d\b|\bparts? \d+/;
const commentLine = /^\s*(\/\/|\/\*|\*)|\s\/\/\s|\/\*/;

describe('repository rules', () => {
  it('comments say why, not which ticket', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        if (commentLine.test(line) && processTag.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
