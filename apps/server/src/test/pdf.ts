import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF shows (pdf.js, as a reader's search finds it), without whitespace. */
export async function pdfText(buf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(buf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, '');
}
