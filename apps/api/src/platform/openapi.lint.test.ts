import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.ts';

// Outside tools (generators, gateways, portals) read /api/openapi.json; Redocly's recommended
// rules are what most of them check, so the document is linted as they would lint it.
describe('OpenAPI document under Redocly (recommended rules)', () => {
  it('has no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(buildOpenApi()),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 60_000);
});
