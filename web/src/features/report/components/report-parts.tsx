/**
 * The report's building blocks: a section with its heading (a screen reader's landmark, and the
 * print's unit that is kept off a page break), a list of key figures, and an image the report
 * waits for (loaded or failed) before it says it is drawn.
 */
import { Children, type CSSProperties, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useReadyTask } from '../hooks/report-ready';

interface SectionProps {
  /** Stable name for tests and the print styles, e.g. 'monthly-generation'. */
  name: string;
  title: string;
  /**
   * A long table that may flow on from one page to the next, its head printed again, instead of
   * being kept whole (which leaves the page before it half empty) [REP-6].
   */
  flows?: boolean;
  children: ReactNode;
}

/** One of the report's sections [REP-1]: a heading and its content. */
export function ReportSection({ name, title, flows, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      className={flows ? 'report-section report-section-flows' : 'report-section'}
      data-section={name}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

export interface Figure {
  term: string;
  value: string;
}

/** Key figures as a description list: each term read with its value. */
export function FigureList({ figures, columns = 2 }: { figures: readonly Figure[]; columns?: 2 | 3 }) {
  return (
    <dl className={`report-figures report-figures-${columns}`}>
      {figures.map((figure) => (
        <div key={figure.term}>
          <dt>{figure.term}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface TableColumn {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** A heading over neighbouring columns (its label empty over those without one). */
export interface ColumnGroup {
  label: string;
  /** Columns it heads. */
  span: number;
}

interface ReportTableProps {
  /** What the table holds, read by screen readers (the section's heading shows it). */
  caption: string;
  columns: readonly TableColumn[];
  /** Headings over groups of columns, in a row above theirs (the groups' spans sum to the columns). */
  groups?: readonly ColumnGroup[];
  /** 'narrow': 70 % of the width; 'compact': smaller rows for long tables. */
  variant?: 'narrow' | 'compact';
  /** The body's rows, each with a `<th scope="row">` first. */
  children: ReactNode;
  /** Said across the table when it has no row (rather than headers over nothing). */
  empty?: string;
}

/** A table of the report: its caption, column headers with their scope, and the rows given. */
export function ReportTable({ caption, columns, groups, variant, children, empty }: ReportTableProps) {
  const rows =
    Children.count(children) > 0 ? children : empty && <EmptyRow text={empty} span={columns.length} />;
  return (
    <table className={variant ? `report-table report-table-${variant}` : 'report-table'}>
      <caption className="report-visually-hidden">{caption}</caption>
      <thead>
        {groups && (
          <tr>
            {groups.map((group, index) =>
              // Groups may repeat an empty label: their order is their identity (they never reorder).
              group.label ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <th key={index} scope="colgroup" colSpan={group.span} className="report-table-group">
                  {group.label}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <td key={index} colSpan={group.span} className="report-table-group" />
              ),
            )}
          </tr>
        )}
        <tr>
          {columns.map((column, index) => (
            // Columns under different groups may share a label.
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns never reorder
            <th key={index} scope="col" className={column.numeric ? 'report-number' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
}

function EmptyRow({ text, span }: { text: string; span: number }) {
  return (
    <tr>
      <td colSpan={span} className="report-table-empty">
        {text}
      </td>
    </tr>
  );
}

interface ReportImageProps {
  /** The report's task name of the image, unique in the report. */
  task: string;
  src: string;
  alt: string;
  className?: string;
  /** Shown instead when `src` cannot be loaded (the default station image, say). */
  fallback?: string;
  style?: CSSProperties;
}

/** An image the report waits for: drawn once it has loaded, or failed (then the fallback shows). */
export function ReportImage({ task, src, alt, className, fallback, style }: ReportImageProps) {
  const done = useReadyTask(`image:${task}`);
  const image = useRef<HTMLImageElement>(null);
  // An image already in the cache may be complete before React listens to it.
  useLayoutEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) done();
  }, [done]);
  return (
    <img
      ref={image}
      className={className}
      style={style}
      src={src}
      alt={alt}
      onLoad={done}
      onError={(event) => {
        if (fallback && event.currentTarget.src !== fallback) event.currentTarget.src = fallback;
        else done();
      }}
    />
  );
}
