/**
 * The live results' figures as a description list (a screen reader reads each term with its
 * value); each value carries `data-testid="live-<id>"` for the browser tests. In as many columns
 * as the panel's width holds (one beside the step, three or four below it), so the panel below
 * the step stays short.
 */
import Box from '@cloudscape-design/components/box';

export interface ResultFigure {
  /** A stable name for tests, e.g. 'annual-yield'. */
  id: string;
  term: string;
  value: string;
}

const LIST_STYLE = {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: '8px 16px',
} as const;

/** The annual yield: large, on a row of its own. */
const FIRST_STYLE = { gridColumn: '1 / -1' } as const;

/** The figures; the first one (the annual yield) large unless `firstLarge` is false. */
export function ResultsFigures({
  figures,
  firstLarge = true,
}: {
  figures: readonly ResultFigure[];
  firstLarge?: boolean;
}) {
  return (
    <dl style={LIST_STYLE}>
      {figures.map((figure, index) => {
        const large = firstLarge && index === 0;
        return (
          <div key={figure.id} style={large ? FIRST_STYLE : undefined}>
            <dt>
              <Box variant="awsui-key-label">{figure.term}</Box>
            </dt>
            <dd data-testid={`live-${figure.id}`} style={{ margin: 0 }}>
              <Box variant={large ? 'awsui-value-large' : 'p'} fontWeight={large ? undefined : 'bold'}>
                {figure.value}
              </Box>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
