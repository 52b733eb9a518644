import type { CallDef } from '@app/domain';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
};

/**
 * A plausible body for any call, built from its schema, with identifiers aimed at `target`:
 * fields named like phone, user_id or email carry the target's values (an attacker's best guess).
 */
export function sampleBody(
  def: CallDef,
  target: { id: string; phone: string; email: string },
): Record<string, unknown> {
  const schema = z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fill(schema, '', target) as Record<string, unknown>;
}

function fill(schema: JsonSchema, name: string, target: { id: string; phone: string; email: string }): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return fill(variant, name, target);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, fill(s, key, target)]));
  }
  if (type === 'array') return [fill(schema.items ?? {}, name, target)];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return 1;
  const lower = name.toLowerCase();
  if (lower.includes('phone') || lower === 'emailorphone') return target.phone;
  if (lower.includes('email')) return target.email;
  if (lower.endsWith('id') || lower === '_id') return target.id;
  if (lower.includes('pin')) return '1234';
  if (lower.includes('password')) return 'segredo1';
  return 'Teste';
}
