/**
 * The bill of materials as a page of the report: what to buy, counted from the stored project
 * (panels, inverters, batteries, cables, the mounting estimate), and the quote from the
 * investment step's itemised costs, worded as the exported workbook words them
 * (shared/project/paperwork/bill-of-materials-text.ts).
 */
import {
  bomLabel,
  bomTable,
  type Cell,
  quoteTable,
} from '@pvd/shared/project/paperwork/bill-of-materials-text';
import { useReportFormat } from '../../hooks/use-report-format';
import { reportBillOfMaterials } from '../../model/bill-of-materials';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection, ReportTable } from '../report-parts';

/** The columns holding figures (quantity, unit price, total) and their decimals. */
const FIGURE_DIGITS: Readonly<Record<number, number>> = { 3: 1, 5: 2, 6: 2 };

export function BillOfMaterialsSection({ data }: { data: ReportData }) {
  const f = useReportFormat();
  const language = f.language;
  const { lines, quote } = reportBillOfMaterials(data);
  const bom = bomTable(lines, language);
  const quoted = quoteTable(quote, language);
  const currency = data.currency?.code ?? quote.currency;
  const cell = (value: Cell, column: number) =>
    typeof value === 'number' ? f.number(value, FIGURE_DIGITS[column] ?? 2) : (value ?? '-');
  return (
    <>
      <ReportSection name="bill-of-materials" title={bomLabel('bomSheet', language)}>
        <ReportTable
          caption={bomLabel('bomSheet', language)}
          variant="compact"
          columns={bom.header.map((label, column) => ({ label, numeric: column in FIGURE_DIGITS }))}
        >
          {bom.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for the report's life.
            <tr key={index}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((value, offset) => {
                const column = offset + 1;
                return (
                  <td key={column} className={column in FIGURE_DIGITS ? 'report-number' : undefined}>
                    {cell(value, column)}
                  </td>
                );
              })}
            </tr>
          ))}
        </ReportTable>
        <p className="report-note">{bomLabel('bomNote', language)}</p>
      </ReportSection>
      <ReportSection name="quote" title={bomLabel('quoteSheet', language)}>
        {quoted.items.length > 0 ? (
          <ReportTable
            caption={bomLabel('quoteSheet', language)}
            variant="narrow"
            columns={quoted.header.map((label, column) => ({ label, numeric: column > 0 }))}
          >
            {quoted.items.map(([item, pricePerW, amount]) => (
              <tr key={String(item)}>
                <th scope="row">{item}</th>
                <td className="report-number">{f.quantity(pricePerW as number, 3, `${currency}/W`)}</td>
                <td className="report-number">{f.quantity(amount as number, 2, currency)}</td>
              </tr>
            ))}
          </ReportTable>
        ) : (
          <p className="report-note">{bomLabel('noItems', language)}</p>
        )}
        <FigureList
          figures={[
            { term: bomLabel('currency', language), value: currency },
            ...quoted.totals.map(([term, value], index) => ({
              term,
              value: index === 0 ? f.number(value, 2) : f.quantity(value, index === 1 ? 3 : 2, currency),
            })),
          ]}
        />
      </ReportSection>
    </>
  );
}
