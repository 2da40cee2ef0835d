import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// Every PDF the shop makes (e-invoices, the purchase contract) is written
// here, in Noto Sans SC (SIL OFL 1.1) from the npm package
// @expo-google-fonts/noto-sans-sc: `npm ci` brings it, so a fresh machine with
// no system fonts still makes PDFs whose Chinese is real, searchable text.
// pdfkit embeds only the glyphs a document uses (a one-page invoice is tens
// of KB, not the font's 10 MB).

const require = createRequire(import.meta.url);
const FONT = require.resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** Label-value pairs, one per line. */
  | { kind: 'fields'; rows: [string, string][] }
  /** A table: widths are fractions of the text width; `align` per column. */
  | {
      kind: 'table';
      columns: { title: string; width: number; align?: 'left' | 'right' | 'center' }[];
      rows: string[][];
    }
  | { kind: 'gap' };

export type PdfInput = {
  /** The document's title in its properties. */
  title: string;
  blocks: PdfBlock[];
  /** Printed at the bottom of every page. */
  footer?: string;
};

/** Writes the blocks into an A4 PDF and resolves with its bytes. */
export function makePdf(input: PdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: input.title, Producer: 'shop', Creator: 'shop' },
    bufferPages: true,
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;

  for (const b of input.blocks) {
    switch (b.kind) {
      case 'title':
        doc.font('bold').fontSize(18).text(b.text, left, doc.y, { width, align: 'center' });
        doc.moveDown(0.8);
        break;
      case 'heading':
        doc.font('bold').fontSize(12).text(b.text, left, doc.y, { width });
        doc.moveDown(0.3);
        break;
      case 'text':
        doc.font('body').fontSize(10).text(b.text, left, doc.y, { width, lineGap: 3 });
        doc.moveDown(0.5);
        break;
      case 'fields':
        doc.font('body').fontSize(10);
        for (const [label, value] of b.rows)
          doc.text(`${label}：${value}`, left, doc.y, { width, lineGap: 2 });
        doc.moveDown(0.5);
        break;
      case 'gap':
        doc.moveDown(1);
        break;
      case 'table': {
        const xs: number[] = [];
        let x = left;
        for (const c of b.columns) {
          xs.push(x);
          x += c.width * width;
        }
        const row = (cells: string[], font: 'body' | 'bold') => {
          doc.font(font).fontSize(9);
          const heights = cells.map((cell, i) =>
            doc.heightOfString(cell, { width: b.columns[i]!.width * width - 6 }),
          );
          const h = Math.max(...heights, 12) + 6;
          if (doc.y + h > bottom()) doc.addPage();
          const y = doc.y;
          cells.forEach((cell, i) => {
            const c = b.columns[i]!;
            doc.text(cell, xs[i]! + 3, y + 3, {
              width: c.width * width - 6,
              align: c.align ?? 'left',
            });
          });
          doc
            .moveTo(left, y + h)
            .lineTo(left + width, y + h)
            .lineWidth(0.5)
            .strokeColor('#999999')
            .stroke();
          doc.y = y + h;
        };
        row(
          b.columns.map((c) => c.title),
          'bold',
        );
        for (const r of b.rows) row(r, 'body');
        doc.x = left;
        doc.moveDown(0.8);
        break;
      }
    }
  }

  if (input.footer) {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      doc
        .font('body')
        .fontSize(8)
        .fillColor('#666666')
        .text(`${input.footer}  第 ${i + 1} / ${range.count} 页`, left, doc.page.height - 40, {
          width,
          align: 'center',
          lineBreak: false,
        });
    }
  }
  doc.end();
  return done;
}
