/**
 * Reads the settings schema back as documentation rows: key path, type, default,
 * description and example. Used to generate docs/config-reference.md.
 */
import type * as v from 'valibot';

export interface SettingDoc {
  path: string;
  type: string;
  defaultValue: unknown;
  hasDefault: boolean;
  required: boolean;
  description: string;
  example: unknown;
  isGroup: boolean;
}

type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  default?: unknown;
  pipe?: (
    | AnySchema
    | { type: string; kind: string; description?: string; examples?: unknown[]; requirement?: unknown }
  )[];
  entries?: Record<string, AnySchema>;
  options?: unknown[];
  item?: AnySchema;
  value?: AnySchema;
  literal?: unknown;
};

function unwrap(schema: AnySchema) {
  let current = schema;
  let hasDefault = false;
  let defaultValue: unknown;
  let description = '';
  let example: unknown;
  const required = current.type !== 'optional';
  if (current.type === 'optional') {
    hasDefault = current.default !== undefined;
    defaultValue = typeof current.default === 'function' ? undefined : current.default;
    current = current.wrapped!;
  }
  if (current.pipe) {
    for (const item of current.pipe.slice(1) as {
      type: string;
      description?: string;
      examples?: unknown[];
    }[]) {
      if (item.type === 'description') description = item.description ?? '';
      if (item.type === 'examples') example = item.examples?.[0];
    }
    current = current.pipe[0] as AnySchema;
  }
  return { base: current, hasDefault, defaultValue, description, example, required };
}

function typeName(schema: AnySchema): string {
  const { base } = unwrap(schema);
  switch (base.type) {
    case 'picklist':
      return (base.options ?? []).map((o) => JSON.stringify(o)).join(' \\| ');
    case 'array':
      return `${typeName(base.item!)}[]`;
    case 'record':
      return `map of ${typeName(base.value!)}`;
    case 'strict_object':
    case 'object':
      return 'object';
    case 'variant':
      return 'object (see example)';
    case 'literal':
      return JSON.stringify(base.literal);
    default:
      return base.type;
  }
}

export function describeSettings(schema: AnySchema, prefix = ''): SettingDoc[] {
  const { base } = unwrap(schema);
  const rows: SettingDoc[] = [];
  for (const [key, entry] of Object.entries(base.entries ?? {})) {
    if (key === '$schema') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const info = unwrap(entry);
    const isGroup = info.base.type === 'strict_object';
    rows.push({
      path,
      type: typeName(entry),
      defaultValue: info.defaultValue,
      hasDefault: info.hasDefault,
      required: info.required,
      description: info.description,
      example: info.example,
      isGroup,
    });
    if (isGroup) rows.push(...describeSettings(entry, path));
  }
  return rows;
}
