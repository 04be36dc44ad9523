/**
 * The pie chart of a day's protocol shares (react-chartjs-2): only slices above 5 percent carry a label.
 * Loaded lazily only by the protocol report page; registers only the chart.js parts it uses.
 */
import { useMemo } from "react";
import { Pie } from "react-chartjs-2";
import { ArcElement, Chart, Legend, PieController, Tooltip, type Plugin, chartColours, cssColour } from "~/broadband/chart";
import { protocolLabelled } from "./protocol";

Chart.register(PieController, ArcElement, Legend, Tooltip);

/** Writes each labelled slice's protocol and share inside the slice. */
const sliceLabels: Plugin<"pie"> = {
  id: "sliceLabels",
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const meta = chart.getDatasetMeta(0);
    const values = chart.data.datasets[0]?.data as number[];
    ctx.save();
    ctx.fillStyle = cssColour("--color-on-primary") || "#fff";
    ctx.font = "600 12px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    meta.data.forEach((arc, i) => {
      const share = values[i] ?? 0;
      if (!protocolLabelled(share)) return;
      const { x, y } = arc.tooltipPosition(false);
      if (x === null || y === null) return;
      ctx.fillText(`${share}%`, x, y);
    });
    ctx.restore();
  },
};

export default function ProtocolPieChart({ shares, label }: { shares: Array<{ protocol: string; percentage: number }>; label: string }) {
  const { data, options } = useMemo(() => {
    const text = cssColour("--color-text");
    return {
      data: {
        labels: shares.map((s) => s.protocol),
        datasets: [{ data: shares.map((s) => s.percentage), backgroundColor: chartColours(shares.length), borderColor: cssColour("--color-surface") }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false as const,
        plugins: { legend: { position: "bottom" as const, labels: { color: text } } },
      },
    };
  }, [shares]);
  return (
    <div className="bb-chart bb-pie">
      <Pie data={data} options={options} plugins={[sliceLabels]} role="img" aria-label={label} data-testid="protocol-chart" />
    </div>
  );
}
