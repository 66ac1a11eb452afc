import type { z } from 'zod'

// Finds every place a zod schema takes text, so a test can hold each one to the text rule
// (contracts/text.ts) without listing fields by hand: a new field is checked the day it is added.

type Def = {
	type: string
	shape?: Record<string, z.ZodType>
	element?: z.ZodType
	innerType?: z.ZodType
	in?: z.ZodType
	out?: z.ZodType
	keyType?: z.ZodType
	valueType?: z.ZodType
	options?: z.ZodType[]
	left?: z.ZodType
	right?: z.ZodType
	items?: z.ZodType[]
	rest?: z.ZodType | null
	getter?: () => z.ZodType
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'])

/** Whether the schema reads a string first (through optional, nullable, a pipe's input…). */
function takesString(schema: z.ZodType): boolean {
	const def = defOf(schema)
	if (def.type === 'string') return true
	if (wrappers.has(def.type) && def.innerType) return takesString(def.innerType)
	if (def.type === 'pipe' && def.in) return takesString(def.in)
	return false
}

/** Each text-taking part of `schema` with its path (`items[].label`), as a whole (a pipe with its output). */
export function stringFields(schema: z.ZodType, path = ''): Array<{ path: string; schema: z.ZodType }> {
	if (takesString(schema)) return [{ path: path || '(the value)', schema }]
	const def = defOf(schema)
	const at = (key: string) => (path ? `${path}.${key}` : key)
	const children: Array<[string, z.ZodType | null | undefined]> = []
	if (wrappers.has(def.type)) children.push([path, def.innerType])
	if (def.type === 'object') children.push(...Object.entries(def.shape ?? {}).map(([key, child]): [string, z.ZodType] => [at(key), child]))
	if (def.type === 'array') children.push([`${path}[]`, def.element])
	if (def.type === 'pipe') children.push([path, def.in], [path, def.out])
	if (def.type === 'record') children.push([`${path}{key}`, def.keyType], [`${path}{}`, def.valueType])
	if (def.type === 'union') children.push(...(def.options ?? []).map((option): [string, z.ZodType] => [path, option]))
	if (def.type === 'intersection') children.push([path, def.left], [path, def.right])
	if (def.type === 'tuple') children.push(...(def.items ?? []).map((item, index): [string, z.ZodType] => [`${path}[${index}]`, item]), [`${path}[]`, def.rest])
	if (def.type === 'lazy' && def.getter) children.push([path, def.getter()])
	return children.flatMap(([childPath, child]) => (child ? stringFields(child, childPath) : []))
}

/** Whether `value` is a zod schema. */
export const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value
