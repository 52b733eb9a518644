import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

const chunk = (name: string, isEntry: boolean, code: string) => ({ type: 'chunk', name, isEntry, code });

describe('compileHints', () => {
  it('puts the hint on the first line of the chosen chunks only, after the chunks are final', () => {
    const plugin = compileHints((c) => c.isEntry || c.name === 'framework');
    const hook = plugin.generateBundle as { order: string; handler: Handler };
    expect(hook.order).toBe('post');
    const bundle = {
      'assets/index-a.js': chunk('index', true, 'const __vite__mapDeps=1;\nimport"x";'),
      'assets/framework-b.js': chunk('framework', false, 'var a=1;'),
      'assets/orders-c.js': chunk('orders', false, 'var b=2;'),
      'assets/index-d.css': { type: 'asset', name: 'index', source: 'a{}' },
    };
    hook.handler({}, bundle);
    expect(bundle['assets/index-a.js'].code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nimport"x";`);
    expect(bundle['assets/framework-b.js'].code.startsWith('//# allFunctionsCalledOnLoad\nvar a=1;')).toBe(true);
    expect(bundle['assets/orders-c.js'].code).toBe('var b=2;');
    expect(bundle['assets/index-d.css']).toEqual({ type: 'asset', name: 'index', source: 'a{}' });
  });
});
