import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvAttachment, spreadsheetCsv, spreadsheetSafe } from './spreadsheet-csv.ts';

describe('spreadsheet-safe CSV', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+919845012345', "'+919845012345"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['Asha = Rao', 'Asha = Rao'],
    ['', ''],
    [null, ''],
    [42, '42'],
  ])('%j becomes %j', (input, expected) => {
    expect(spreadsheetSafe(input)).toBe(expected);
  });

  it('writes a BOM, a header and quoted cells that parse back to what went in', () => {
    const csv = spreadsheetCsv(
      [
        { header: 'name', value: (r: { name: string; note: string }) => r.name },
        { header: 'note', value: (r) => r.note },
      ],
      [{ name: 'Rao, Asha', note: 'said "hi"\nthen left' }],
    );
    expect(csv.startsWith('\uFEFFname,note\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['name', 'note'],
      ['Rao, Asha', 'said "hi"\nthen left'],
    ]);
  });

  it('names the file by the day in India', () => {
    expect(csvAttachment('volunteers', new Date('2026-11-23T19:00:00Z'))).toBe(
      'attachment; filename="volunteers-2026-11-24.csv"',
    );
  });
});
