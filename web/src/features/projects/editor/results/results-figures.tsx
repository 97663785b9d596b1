/**
 * The live results' figures as a description list (a screen reader reads each term with its
 * value); each value carries `data-testid="live-<id>"` for the browser tests.
 */
import Box from '@cloudscape-design/components/box';

export interface ResultFigure {
  /** A stable name for tests, e.g. 'annual-yield'. */
  id: string;
  term: string;
  value: string;
}

/** The figures; the first one (the annual yield) large. */
export function ResultsFigures({ figures }: { figures: readonly ResultFigure[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {figures.map((figure, index) => (
        <div key={figure.id} style={{ marginBottom: 8 }}>
          <dt>
            <Box variant="awsui-key-label">{figure.term}</Box>
          </dt>
          <dd data-testid={`live-${figure.id}`} style={{ margin: 0 }}>
            <Box
              variant={index === 0 ? 'awsui-value-large' : 'p'}
              fontWeight={index === 0 ? undefined : 'bold'}
            >
              {figure.value}
            </Box>
          </dd>
        </div>
      ))}
    </dl>
  );
}
