/**
 * The dashboard's charts (Chart.js through react-chartjs-2), in their own chunk: the dashboard
 * loads it lazily, so no other admin screen pays for the library. Hidden from screen readers,
 * which read the same figures in the table beside it.
 */
import type { Dashboard } from '@fireworks/core/contract';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);
// A canvas inherits no CSS: the charts' text takes the page's font from its design token.
const pageFont = getComputedStyle(document.documentElement).getPropertyValue('--fw-font').trim();
if (pageFont) ChartJS.defaults.font.family = pageFont;

export interface DashboardChartsProps {
  dashboard: Dashboard;
  labels: {
    byDay: string;
    byCategory: string;
    amount: string;
    formatDay(date: string): string;
    formatMoney(amount: number): string;
    /** An axis tick: whole dollars ('$1,500'). */
    formatAxisMoney(amount: number): string;
    categoryName(category: string): string;
  };
}

type Labels = DashboardChartsProps['labels'];

/** The thickest a bar is drawn, in CSS pixels. */
export const MAX_BAR_PX = 48;

/**
 * A sales chart's options: amounts along `valueAxis` ('y': bars up, one per day; 'x': bars sideways,
 * one per category), its ticks in whole dollars and each bar's tooltip in dollars and cents.
 */
export function salesChartOptions(labels: Labels, valueAxis: 'x' | 'y') {
  return {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: valueAxis === 'y' ? ('x' as const) : ('y' as const),
    // Early in a season one or two categories sold: their bars stay bars, not slabs filling the chart.
    datasets: { bar: { maxBarThickness: MAX_BAR_PX } },
    plugins: {
      legend: { display: false },
      // The bar's own amount (`raw`): on the sideways chart `parsed.y` is the category's position.
      tooltip: { callbacks: { label: (item: { raw: unknown }) => labels.formatMoney(Number(item.raw ?? 0)) } },
    },
    scales: {
      [valueAxis]: { beginAtZero: true, ticks: { callback: (value: number | string) => labels.formatAxisMoney(Number(value)) } },
    },
  };
}

export default function DashboardCharts({ dashboard, labels }: DashboardChartsProps) {
  return (
    <div className="ad-dashboard__charts" aria-hidden="true" data-testid="dashboard-charts">
      <figure className="fw-card ad-dashboard__chart">
        <figcaption>{labels.byDay}</figcaption>
        <div className="ad-dashboard__canvas">
          <Bar
            options={salesChartOptions(labels, 'y')}
            data={{
              labels: dashboard.salesByDay.map((d) => labels.formatDay(d.date)),
              datasets: [{ label: labels.amount, data: dashboard.salesByDay.map((d) => d.amount), backgroundColor: '#ea580c' }],
            }}
          />
        </div>
      </figure>
      <figure className="fw-card ad-dashboard__chart">
        <figcaption>{labels.byCategory}</figcaption>
        <div className="ad-dashboard__canvas">
          <Bar
            options={salesChartOptions(labels, 'x')}
            data={{
              labels: dashboard.salesByCategory.map((c) => labels.categoryName(c.category)),
              datasets: [{ label: labels.amount, data: dashboard.salesByCategory.map((c) => c.amount), backgroundColor: '#1f2750' }],
            }}
          />
        </div>
      </figure>
    </div>
  );
}
