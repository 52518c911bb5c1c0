// Fields made from the zod schemas, so the editor asks for exactly what the build accepts.
import type { CmsField } from 'decap-cms-core'
import { z } from 'zod'

type JsonSchema = z.core.JSONSchema.BaseSchema

export type Labels = Record<string, string>

const ONE_LINE_MAX = 70
const SHORT_ITEM_MAX = 40

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

export function plainWords(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function labelFor(name: string, path: string, labels: Labels): string {
  return labels[path] ?? labels[name] ?? plainWords(name)
}

function longestText(sample: unknown): number {
  if (typeof sample === 'string') return sample.length
  if (Array.isArray(sample)) return Math.max(0, ...sample.map(longestText))
  return 0
}

function stringWidget(js: JsonSchema, sample: unknown): Partial<CmsField> {
  if (js.format === 'date-time') return { widget: 'datetime' } as Partial<CmsField>
  const base = { widget: longestText(sample) > ONE_LINE_MAX ? 'text' : 'string' }
  if (js.pattern && js.format === undefined) {
    const example = typeof sample === 'string' && sample ? ` like ${sample}` : ''
    return { ...base, pattern: [js.pattern, `Use the format${example}`] } as Partial<CmsField>
  }
  return base as Partial<CmsField>
}

function itemSample(sample: unknown): readonly unknown[] | undefined {
  return Array.isArray(sample) ? sample : undefined
}

function widgetFor(
  js: JsonSchema,
  sample: unknown,
  path: string,
  labels: Labels,
): Partial<CmsField> {
  if (js.const !== undefined) return { widget: 'hidden', default: js.const } as Partial<CmsField>
  if (js.enum) return { widget: 'select', options: js.enum as string[] } as Partial<CmsField>
  switch (js.type) {
    case 'string':
      return stringWidget(js, sample)
    case 'number':
    case 'integer':
      return {
        widget: 'number',
        value_type: js.type === 'integer' ? 'int' : 'float',
        ...(js.minimum === undefined ? {} : { min: js.minimum }),
        ...(js.maximum === undefined ? {} : { max: js.maximum }),
      } as Partial<CmsField>
    case 'boolean':
      return { widget: 'boolean', default: false } as Partial<CmsField>
    case 'object':
      return {
        widget: 'object',
        collapsed: path.includes('.'),
        fields: fieldsOf(js, sample, path, labels),
      } as Partial<CmsField>
    case 'array':
      return listWidget(js, sample, path, labels)
    default:
      throw new Error(
        `admin/config/fields.ts: no widget for ${path} (${JSON.stringify(js).slice(0, 80)})`,
      )
  }
}

function listWidget(js: JsonSchema, sample: unknown, path: string, labels: Labels) {
  const tuple = js.prefixItems as JsonSchema[] | undefined
  const item = (tuple?.[0] ?? js.items) as JsonSchema
  const min = tuple ? tuple.length : js.minItems
  const max = tuple ? tuple.length : js.maxItems
  const fixed = min !== undefined && min === max
  const counts = {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    // Add or remove would only lead to a refusal on a count the spec fixes.
    ...(fixed ? { allow_add: false, allow_remove: false } : {}),
  }
  const hint = fixed
    ? `Exactly ${min}: edit their words; the number stays.`
    : min
      ? `At least ${min}.`
      : undefined
  const items = itemSample(sample)
  if (item.type === 'object') {
    const fields = fieldsOf(item, items?.[0], path, labels)
    const first = fields.find((field) => field.widget === 'string' || field.widget === 'text')
    return {
      widget: 'list',
      collapsed: true,
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
      ...counts,
      ...(hint ? { hint } : {}),
      fields,
    } as Partial<CmsField>
  }
  if (
    item.type === 'string' &&
    item.pattern === undefined &&
    longestText(items) <= SHORT_ITEM_MAX
  ) {
    const words = hint ? `${hint} Separate them with commas.` : 'Separate them with commas.'
    return { widget: 'list', ...counts, hint: words } as Partial<CmsField>
  }
  return {
    widget: 'list',
    ...counts,
    ...(hint ? { hint } : {}),
    field: { name: 'item', label: 'Item', ...widgetFor(item, items, `${path}[]`, labels) },
  } as Partial<CmsField>
}

// Open keys (the pages) come from the content: the routes, not the owner, decide which pages exist.
function fieldsOf(js: JsonSchema, sample: unknown, parent: string, labels: Labels): CmsField[] {
  const properties = (js.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set(js.required ?? [])
  const record =
    typeof sample === 'object' && sample !== null ? (sample as Record<string, unknown>) : {}
  const open = typeof js.additionalProperties === 'object' ? js.additionalProperties : undefined
  const names = [
    ...Object.keys(properties),
    ...(open ? Object.keys(record).filter((key) => !(key in properties)) : []),
  ]
  return names.map((name) => {
    const path = parent ? `${parent}.${name}` : name
    const schema = properties[name] ?? (open as JsonSchema)
    const widget = widgetFor(schema, record[name], path, labels)
    const optional = !required.has(name) && !(open && !(name in properties))
    return {
      name,
      label: labelFor(name, path, labels),
      ...widget,
      ...(optional || widget.widget === 'boolean' ? { required: false } : {}),
    } as CmsField
  })
}

export function fieldsForFile(
  schema: z.ZodType,
  content: unknown,
  labels: Labels = {},
): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), content, '', labels)
}
