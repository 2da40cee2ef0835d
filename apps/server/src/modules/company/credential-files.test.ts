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
    expect(await sniffLicence(pdf)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  // Checking only the first and last bytes let an HTML page in as a "PDF".
  it('is refused when only its first and last bytes look like one', async () => {
    const fake = Buffer.from(
      '%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF',
    );
    expect(await refusal(fake)).not.toBe('accepted');
    expect(await refusal(Buffer.from('%PDF-1.7 truncated'))).not.toBe('accepted');
  });
});
