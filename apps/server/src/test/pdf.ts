import { extractText, getDocumentProxy } from 'unpdf';
import type { TestApp } from './helper.ts';

/** The text a PDF shows (pdf.js, as a reader's search finds it), without whitespace. */
export async function pdfText(buf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(buf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, '');
}

type H = Record<string, string>;

/** GET and JSON POST with the given headers (a buyer's bearer or a staff cookie). */
export function jsonCalls(t: () => TestApp) {
  return {
    get: (url: string, headers: H = {}) => t().app.inject({ method: 'GET', url, headers }),
    post: (url: string, headers: H, payload: object = {}) =>
      t().app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
  };
}
