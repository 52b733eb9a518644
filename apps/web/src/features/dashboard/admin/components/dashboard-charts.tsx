import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Charts of the dashboard (recharts, only in this lazy back-office chunk; decision 040).

export function HourChart({ data, label }: { data: { hour: number; orders: number }[]; label: (h: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: -20, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tickFormatter={label} interval={2} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip labelFormatter={(h) => label(Number(h))} />
        <Bar
          dataKey="orders"
          name="Pedidos"
          fill="var(--color-primary-line, #c2410c)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DayChart({
  data,
  money,
  dayLabel,
  name,
}: {
  data: { day: string; revenue_cents: number }[];
  money: (cents: number) => string;
  dayLabel: (day: string) => string;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={dayLabel} fontSize={12} minTickGap={8} />
        <YAxis tickFormatter={(v) => money(Number(v)).replace(/,\d\d$/, '')} fontSize={12} width={72} />
        <Tooltip labelFormatter={(d) => dayLabel(String(d))} formatter={(v) => [money(Number(v)), name]} />
        <Bar
          dataKey="revenue_cents"
          name={name}
          fill="var(--color-primary-line, #c2410c)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
