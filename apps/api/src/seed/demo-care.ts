import { type Art, f, leaf, type Random } from './demo-drawing.ts';

// The clinic's services in the demo pictures: a consultation (chart and stethoscope), a spa or a
// massage (towels, stones and leaves).

export function care(w: number, h: number, style: Extract<Art, { kind: 'care' }>['style'], r: Random): string {
  let out = '';
  if (style === 'consult') {
    out += `<rect x="${f(w * 0.14)}" y="${f(h * 0.2)}" width="${f(w * 0.46)}" height="${f(h * 0.62)}" rx="10" fill="#ffffff" transform="rotate(-6 ${f(w * 0.37)} ${f(h * 0.5)})"/>`;
    for (let i = 0; i < 6; i++)
      out += `<rect x="${f(w * 0.2)}" y="${f(h * 0.3 + i * 26)}" width="${f(w * (0.22 + r.next() * 0.12))}" height="8" rx="4" fill="#cfe3d8" transform="rotate(-6 ${f(w * 0.37)} ${f(h * 0.5)})"/>`;
    out += `<path d="M${f(w * 0.62)} ${f(h * 0.18)} C ${f(w * 0.5)} ${f(h * 0.55)} ${f(w * 0.8)} ${f(h * 0.75)} ${f(w * 0.72)} ${f(h * 0.5)} C ${f(w * 0.66)} ${f(h * 0.32)} ${f(w * 0.9)} ${f(h * 0.3)} ${f(w * 0.86)} ${f(h * 0.16)}" stroke="#1f2937" stroke-width="9" fill="none" stroke-linecap="round"/>
<circle cx="${f(w * 0.72)}" cy="${f(h * 0.7)}" r="30" fill="#9ca3af" stroke="#4b5563" stroke-width="6"/><circle cx="${f(w * 0.72)}" cy="${f(h * 0.7)}" r="16" fill="#e5e7eb"/>`;
  } else {
    for (let i = 0; i < 3; i++) {
      out += `<rect x="${f(w * 0.1 + i * 18)}" y="${f(h * 0.52 - i * 44)}" width="${f(w * 0.36)}" height="50" rx="25" fill="${['#ffffff', '#f4efe6', '#e7f2ea'][i]}" stroke="#d5d0c6" stroke-width="2"/>`;
    }
    for (const [x, y, rx, c] of [
      [0.64, 0.7, 70, '#4b5563'],
      [0.66, 0.56, 56, '#6b7280'],
      [0.65, 0.44, 42, '#9ca3af'],
    ] as const) {
      out += `<ellipse cx="${f(w * x)}" cy="${f(h * y)}" rx="${rx}" ry="${f(rx * 0.38)}" fill="${c}"/>`;
    }
    out += leaf(w * 0.82, h * 0.3, 34, 40, '#5f9f6e') + leaf(w * 0.88, h * 0.45, 26, 80, '#7fb58b');
    if (style === 'massage')
      out += `<rect x="${f(w * 0.84)}" y="${f(h * 0.52)}" width="34" height="70" rx="8" fill="#d9a441"/><rect x="${f(w * 0.85 + 8)}" y="${f(h * 0.47)}" width="18" height="14" fill="#374151"/>`;
  }
  return out;
}
