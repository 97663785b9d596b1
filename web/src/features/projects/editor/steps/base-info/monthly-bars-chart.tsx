/** Twelve monthly bars (Highcharts), for the horizontal radiation dialog. */
import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';

interface MonthlyBarsChartProps {
  title: string;
  /** The twelve month names shown under the bars. */
  months: readonly string[];
  seriesName: string;
  /** Unit of the values, as the axis title. */
  unit: string;
  values: readonly number[];
}

export function MonthlyBarsChart({ title, months, seriesName, unit, values }: MonthlyBarsChartProps) {
  const options: Highcharts.Options = {
    chart: { type: 'column', height: 300 },
    title: { text: title },
    credits: { enabled: false },
    accessibility: { enabled: false },
    xAxis: { categories: [...months] },
    yAxis: { title: { text: unit }, min: 0 },
    legend: { enabled: false },
    tooltip: { valueDecimals: 1, valueSuffix: ` ${unit}` },
    series: [{ type: 'column', name: seriesName, data: [...values], color: '#f08519' }],
  };
  return (
    <div
      role="img"
      aria-label={`${title}: ${values.map((v, i) => `${months[i]} ${v.toFixed(1)}`).join(', ')} ${unit}`}
    >
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
