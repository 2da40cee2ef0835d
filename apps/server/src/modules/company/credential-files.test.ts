import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { makePdf } from '../../platform/pdf.ts';
import { sniffLicence } from './credential-files.ts';

const refusal = (input: Buffer) =>
  sniffLicence(input).then(
    () => 'accepted',
    (e) => (e instanceof AppError ? e.message : String(e)),
  );

describe('a licence PDF', () => {
  it('is taken when a PDF reader opens it', async () => {
    const pdf = await makePdf({
      title: '营业执照',
      blocks: [{ kind: 'text', text: '统一社会信用代码 91110105MA01ABCD1X' }],
    });
    const copy = Buffer.from(pdf);
    expect(await sniffLicence(pdf)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    // The reader gets a copy: the bytes stored afterwards are the bytes sent.
    expect(pdf.equals(copy)).toBe(true);
  });

  // Checking only the first and last bytes let an HTML page in as a "PDF".
  it('is refused when only its first and last bytes look like one', async () => {
    const fake = Buffer.from(
      '%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF',
    );
    // The buyer's 422, not an error out of the reader (a 500).
    expect(await refusal(fake)).toBe('PDF 文件无法打开，请重新导出');
    expect(await refusal(Buffer.from('%PDF-1.7 truncated'))).toBe('PDF 文件无法打开，请重新导出');
  });
});
