/**
 * The dashboard's charts (Chart.js through react-chartjs-2), in their own chunk: the dashboard
 * loads it lazily, so no other admin screen pays for the library. Hidden from screen readers,
 * which read the same figures in the table beside it.
 */
import type { Dashboard } from '@fireworks/core/contract';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export interface DashboardChartsProps {
  dashboard: Dashboard;
  labels: {
    byDay: string;
    byCategory: string;
    amount: string;
    formatDay(date: string): string;
    formatMoney(amount: number): string;
    categoryName(category: string): string;
  };
}

export default function DashboardCharts({ dashboard, labels }: DashboardChartsProps) {
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item: { parsed: { y: number | null } }) => labels.formatMoney(item.parsed.y ?? 0) } },
    },
    scales: { y: { beginAtZero: true } },
  };
  return (
    <div className="ad-dashboard__charts" aria-hidden="true" data-testid="dashboard-charts">
      <figure className="fw-card ad-dashboard__chart">
        <figcaption>{labels.byDay}</figcaption>
        <div className="ad-dashboard__canvas">
          <Bar
            options={options}
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
            options={{ ...options, indexAxis: 'y' as const, scales: { x: { beginAtZero: true } } }}
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
