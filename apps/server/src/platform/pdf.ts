import { readFileSync } from 'node:fs';
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

// Read once per process: each document otherwise reads 20 MB of fonts from
// disk again (the demo seeds many small PDFs; a 40-line note is printed often).
let fonts: { body: Buffer; bold: Buffer } | undefined;
const fontFiles = () => {
  fonts ??= { body: readFileSync(FONT), bold: readFileSync(FONT_BOLD) };
  return fonts;
};

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** Label-value pairs, one per line. */
  | { kind: 'fields'; rows: [string, string][] }
  /** A table: widths are fractions of the text width; `align` per column. */
  | { kind: 'table'; columns: PdfTableColumn[]; rows: string[][] }
  | { kind: 'gap' };

export type PdfInput = {
  /** The document's title in its properties. */
  title: string;
  blocks: PdfBlock[];
  /** Printed at the bottom of every page. */
  footer?: string;
};

export type PdfTableColumn = {
  title: string;
  /** A fraction of the text width. */
  width: number;
  align?: 'left' | 'right' | 'center';
};

/** An open document with the shop's fonts ('body', 'bold') and the promise of its bytes. */
export type OpenPdf = {
  doc: PDFKit.PDFDocument;
  /** Resolves with the bytes once `doc.end()` is called. */
  bytes: Promise<Buffer>;
  left: number;
  width: number;
  /** The lowest y a row may reach (room is left for the footer). */
  bottom: () => number;
};

/**
 * A4 (portrait, or landscape for wide tables such as the 随货同行单) with the
 * CJK fonts registered, for papers whose layout the blocks do not cover.
 * `compress: false` leaves the content streams readable (tests only).
 */
export function openPdf(o: {
  title: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
  compress?: boolean;
}): OpenPdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: o.layout ?? 'portrait',
    margin: o.margin ?? 50,
    info: { Title: o.title, Producer: 'shop', Creator: 'shop' },
    bufferPages: true,
    compress: o.compress ?? true,
  });
  doc.registerFont('body', fontFiles().body);
  doc.registerFont('bold', fontFiles().bold);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return { doc, bytes, left, width, bottom: () => doc.page.height - doc.page.margins.bottom - 20 };
}

/**
 * A table at doc.y: rows break onto new pages whole, and each new page starts
 * with the column titles again, so a long order's page 3 still reads.
 * `rowStyle` may colour a row (a cold-chain line). Leaves doc.y under it.
 */
export function drawTable(
  pdf: OpenPdf,
  t: {
    columns: PdfTableColumn[];
    rows: string[][];
    fontSize?: number;
    rowStyle?: (row: number) => { color?: string } | undefined;
  },
) {
  const { doc, left, width } = pdf;
  const size = t.fontSize ?? 9;
  const xs: number[] = [];
  let x = left;
  for (const c of t.columns) {
    xs.push(x);
    x += c.width * width;
  }
  const heightOf = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(size);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: t.columns[i]!.width * width - 6 }),
    );
    return Math.max(...heights, size + 3) + 6;
  };
  const draw = (cells: string[], font: 'body' | 'bold', color = '#000000') => {
    const h = heightOf(cells, font);
    const y = doc.y;
    doc.font(font).fontSize(size).fillColor(color);
    cells.forEach((cell, i) => {
      const c = t.columns[i]!;
      doc.text(cell, xs[i]! + 3, y + 3, { width: c.width * width - 6, align: c.align ?? 'left' });
    });
    doc.fillColor('#000000');
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y = y + h;
  };
  const titles = t.columns.map((c) => c.title);
  draw(titles, 'bold');
  t.rows.forEach((r, i) => {
    if (doc.y + heightOf(r, 'body') > pdf.bottom()) {
      doc.addPage();
      draw(titles, 'bold');
    }
    draw(r, 'body', t.rowStyle?.(i)?.color);
  });
  doc.x = left;
}

/** `footer  第 i / n 页` at the bottom of every page (call before `doc.end()`). */
export function pageFooters(pdf: OpenPdf, footer: string) {
  const { doc, left, width } = pdf;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#666666')
      .text(`${footer}  第 ${i + 1} / ${range.count} 页`, left, doc.page.height - margin + 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.fillColor('#000000');
}

/** Writes the blocks into an A4 PDF and resolves with its bytes. */
export function makePdf(input: PdfInput): Promise<Buffer> {
  const pdf = openPdf({ title: input.title });
  const { doc, left, width } = pdf;

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
      case 'table':
        drawTable(pdf, b);
        doc.moveDown(0.8);
        break;
    }
  }

  if (input.footer) pageFooters(pdf, input.footer);
  doc.end();
  return pdf.bytes;
}
