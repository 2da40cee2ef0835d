// CSV as spreadsheet programs and import tools read it: UTF-8 with a BOM (so
// Excel shows the Chinese header), CRLF line ends, RFC 4180 quoting. Text a
// spreadsheet would run as a formula (= + - @, or a tab or CR before one)
// gets a leading apostrophe; the codes themselves are digits and never do.

const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (v: string | number) => {
  const s = typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
