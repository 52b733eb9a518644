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

type Target = { id: string; phone: string; email: string; fields?: Record<string, string> };

/**
 * A plausible body for any call, built from its schema, with identifiers aimed at `target`:
 * fields named like phone, user_id or email carry the target's values (an attacker's best guess);
 * `target.fields` names other fields exactly (card_id, order_id...) with values the attacker knows.
 */
export function sampleBody(def: CallDef, target: Target): Record<string, unknown> {
  const schema = z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fill(schema, '', target) as Record<string, unknown>;
}

function fill(schema: JsonSchema, name: string, target: Target): unknown {
  const known = target.fields?.[name];
  if (known !== undefined && !schema.properties && schema.type !== 'array') return known;
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
