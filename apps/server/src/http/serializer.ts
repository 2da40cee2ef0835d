import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

// Answers are written by the contract's response schemas. In production the
// zod schema becomes JSON Schema and fast-json-stringify writes only the
// fields the contract names (nothing else can leak out) faster than
// JSON.stringify; tests also check every answer against the zod schema, so a
// serializer that drifts from the contract fails a test, not a client.
// Decision: docs/decisions/2026-11-23-contract.md.

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify decides `anyOf` branches by validating each one at run
 * time; the contract's unions are only literal flags (0 | 1) and nullables,
 * which plain `type` lists express without that cost.
 */
export function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema' || k === 'propertyNames' || k === 'const') continue;
    out[k] = simplify(v);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const nonNull = anyOf.filter((b) => b.type !== 'null');
    const nullable = nonNull.length < anyOf.length;
    const types = new Set(nonNull.map((b) => JSON.stringify(b.type)));
    if (types.size === 1 && nonNull.every((b) => Object.keys(b).length === 1)) {
      delete out.anyOf;
      const type = nonNull[0]!.type as string;
      out.type = nullable ? [type, 'null'] : type;
    } else if (nullable && nonNull.length === 1) {
      delete out.anyOf;
      const branch = nonNull[0]!;
      Object.assign(out, branch, { type: [branch.type, 'null'] });
    }
  }
  return out;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as JsonSchema;
}

export class ContractViolation extends Error {}

/**
 * Pages of objects that are reused from request to request (the catalogue
 * keeps one goods object per row, viewer and activity; see
 * catalog/goods-for-buyer.ts) are written element by element, and each element's JSON
 * is remembered by the object's identity: a goods page then costs twenty
 * lookups, not twenty serializations. `memoizePages(page, element)` names such
 * a page schema (built with the contract's `page()`).
 */
const memoizedPages = new Map<z.ZodType, z.ZodType>();
export function memoizePages(pageSchema: z.ZodType, element: z.ZodType) {
  memoizedPages.set(pageSchema, element);
}

type PageEnvelope = {
  code: number;
  msg: string;
  data: {
    data: object[];
    total: number;
    current_page: number;
    per_page: number;
    last_page: number;
  };
};

const int = (n: number) => String(Math.trunc(n));
/** A page's numbers after its `data` array, as the contract's `page()` names them. */
const pageTail = (p: PageEnvelope['data']) =>
  `,"total":${int(p.total)},"current_page":${int(p.current_page)},"per_page":${int(p.per_page)},"last_page":${int(p.last_page)}`;

function memoizedPageStringify(schema: z.ZodType): ((data: unknown) => string) | null {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const element = shape?.data && memoizedPages.get(shape.data);
  if (!element) return null;
  const write = fastJson(toJsonSchema(element));
  // UTF-8 bytes, kept: a page is then a copy of bytes, with no text to encode.
  const known = new WeakMap<object, Buffer>();
  const one = (item: object): Buffer => {
    const seen = known.get(item);
    if (seen !== undefined) return seen;
    const bytes = Buffer.from(write(item as never));
    known.set(item, bytes);
    return bytes;
  };
  const comma = Buffer.from(',');
  return (value) => {
    const { code, msg, data: p } = value as PageEnvelope;
    const parts: Uint8Array[] = [
      Buffer.from(`{"code":${int(code)},"msg":${JSON.stringify(msg)},"data":{"data":[`),
    ];
    p.data.forEach((item, i) => {
      if (i > 0) parts.push(comma);
      parts.push(one(item));
    });
    parts.push(Buffer.from(`]${pageTail(p)}}}`));
    // Fastify sends a Buffer as it is.
    return Buffer.concat(parts) as unknown as string;
  };
}

type Write = (value: never) => string;

/** Each object's JSON, remembered by its identity (objects reused from request to request). */
export function rememberedWriter(schema: z.ZodType): Write {
  const write = fastJson(toJsonSchema(schema));
  const known = new WeakMap<object, string>();
  return (item: object) => {
    const seen = known.get(item);
    if (seen !== undefined) return seen;
    const json = write(item as never);
    known.set(item, json);
    return json;
  };
}

/** `schema`'s objects with their `field` written by `write`, the rest by fast-json-stringify. */
export function withField(schema: z.ZodObject, field: string, write: Write): Write {
  const rest = fastJson(toJsonSchema(schema.omit({ [field]: true } as never)));
  const key = JSON.stringify(field);
  return (value: Record<string, unknown>) => {
    const head = rest(value as never);
    return `${head === '{}' ? '{' : `${head.slice(0, -1)},`}${key}:${write(value[field] as never)}}`;
  };
}

/** An array whose elements `element` writes. */
export const arrayOf =
  (element: Write): Write =>
  (items: never[]) =>
    `[${items.map(element).join(',')}]`;

/** A page (the contract's `page()`) whose elements `element` writes. */
export const pageOf =
  (element: Write): Write =>
  (p: PageEnvelope['data']) =>
    `{"data":${arrayOf(element)(p.data as never)}${pageTail(p)}}`;

/**
 * Answers whose `data` holds reused objects deeper than a page (the flash
 * zone's sessions of goods) name their writer, built from the two above.
 */
const dataWriters = new Map<z.ZodType, Write>();
export function writeDataWith(data: z.ZodType, write: Write) {
  dataWriters.set(data, write);
}

function dataWriterStringify(schema: z.ZodType): ((value: unknown) => string) | null {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const write = shape?.data && dataWriters.get(shape.data);
  if (!write) return null;
  return (value) => {
    const { code, msg, data } = value as { code: number; msg: string; data: never };
    return `{"code":${Math.trunc(code)},"msg":${JSON.stringify(msg)},"data":${write(data)}}`;
  };
}

export function contractSerializer(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify =
      memoizedPageStringify(schema) ??
      dataWriterStringify(schema) ??
      fastJson(toJsonSchema(schema));
    if (!validate) return stringify;
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw new ContractViolation(
          `${method} ${url}: answer does not match the contract at ${issue.path.join('.')}: ${issue.message}`,
        );
      }
      return stringify(data as never);
    };
  };
}
