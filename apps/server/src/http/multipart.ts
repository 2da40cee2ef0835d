import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';

// Every upload route reads its body here. A multipart body is the client's
// text: truncated, without a boundary, empty, oversized, with two files or a
// part named `constructor`, it is refused with a 422 on `file` before the
// route writes anything (busboy's own errors once reached the client as 500s).

export type UploadRule = {
  /** The largest file accepted. */
  maxBytes: number;
  /** What the file is called in 图片不能超过 5 MB. */
  what: '图片' | '文件';
  /** What the route takes, in 请上传图片文件 or 请上传 csv 或 xlsx 文件. */
  accepts: string;
  /** Text fields that may come with the file (a licence's number and dates). */
  fields?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadRule;
  }
}

/**
 * An upload route's options: the rule its body is read by, where `readUpload`
 * and the tests that walk the route table find it.
 */
export const upload = (rule: UploadRule) => ({ config: { upload: rule } });

export const uploadRuleOf = (config: { upload?: UploadRule } | undefined) => config?.upload ?? null;

/** Lets this plugin's routes take multipart bodies; each route's limits come from its rule. */
export async function acceptUploads(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

export type Upload = {
  bytes: Buffer;
  /** As the browser sent it; never used as a stored name. */
  filename: string;
  /** The text fields, by name (no prototype: a client names them). */
  fields: Record<string, string>;
};

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** The route's one file, read whole into memory under its rule, and its text fields. */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const rule = uploadRuleOf(req.routeOptions.config);
  if (!rule) throw new Error(`${req.routeOptions.url} reads an upload but declares no rule`);
  const missing = () => fieldError('file', `请上传${rule.accepts}`);
  if (!req.isMultipart()) throw missing();
  const { file, fields } = await readParts(req, rule);
  if (!file) throw missing();
  return { ...file, fields };
}

/**
 * A form whose file may be left out (a lot received without its report yet):
 * the text fields, and the file when one came, under the route's rule.
 */
export async function readForm(
  req: FastifyRequest,
): Promise<{ file: Omit<Upload, 'fields'> | null; fields: Record<string, string> }> {
  const rule = uploadRuleOf(req.routeOptions.config);
  if (!rule) throw new Error(`${req.routeOptions.url} reads an upload but declares no rule`);
  if (!req.isMultipart()) throw fieldError('file', '请以 multipart/form-data 提交');
  const form = await readParts(req, rule);
  if (!form.file && Object.keys(form.fields).length === 0)
    throw fieldError('file', '上传内容是空的，请重新提交');
  return form;
}

async function readParts(
  req: FastifyRequest,
  rule: UploadRule,
): Promise<{ file: Omit<Upload, 'fields'> | null; fields: Record<string, string> }> {
  const fieldCount = rule.fields ?? 5;
  const fields: Record<string, string> = Object.create(null);
  let file = null as Omit<Upload, 'fields'> | null;
  try {
    const parts = req.parts({
      limits: {
        fileSize: rule.maxBytes,
        files: 1,
        fields: fieldCount,
        parts: fieldCount + 1,
        fieldSize: 1000,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(rule);
        file = { bytes, filename: part.filename ?? '' };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (e) {
    throw refusal(e, rule);
  }
  if (file?.bytes.length === 0) throw fieldError('file', '上传的文件是空的');
  return { file, fields };
}

const tooLarge = (rule: UploadRule) =>
  fieldError('file', `${rule.what}不能超过 ${megabytes(rule.maxBytes)}`);

/** Whatever went wrong while reading the body, worded for the client. */
function refusal(e: unknown, rule: UploadRule): AppError {
  if (e instanceof AppError) return e;
  const code = String((e as { code?: unknown } | null)?.code ?? '');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rule);
  if (code === 'FST_FILES_LIMIT') return fieldError('file', '一次只能上传一个文件');
  return fieldError('file', '上传内容不完整或格式不正确，请重新选择文件');
}
