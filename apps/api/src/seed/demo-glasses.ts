import { topping } from './demo-dishes.ts';
import { type Drink, f, type Random } from './demo-drawing.ts';

// The bar's drinks of the demo pictures: a glass, pint, wine glass or bottle per drink, and the
// blurred lights behind it.

const DRINKS: Record<Drink, { liquid: string; top: string; shape: 'tall' | 'short' | 'pint' | 'wine' | 'bottle' }> = {
  cola: { liquid: '#3b1a0e', top: '#5a2a14', shape: 'tall' },
  guarana: { liquid: '#b5651d', top: '#d48a3a', shape: 'tall' },
  orange: { liquid: '#f59e0b', top: '#fbbf24', shape: 'tall' },
  passion: { liquid: '#f2c230', top: '#f8dc6a', shape: 'tall' },
  lemonade: { liquid: '#e9f3c9', top: '#ffffff', shape: 'tall' },
  water: { liquid: '#dbeffa', top: '#eef8fd', shape: 'bottle' },
  sparkling: { liquid: '#d3ecf8', top: '#eaf6fc', shape: 'bottle' },
  beer: { liquid: '#e0a526', top: '#fffaf0', shape: 'pint' },
  wine: { liquid: '#6d0f1f', top: '#8e1b2e', shape: 'wine' },
  caipirinha: { liquid: '#e8f0d0', top: '#f4f8e6', shape: 'short' },
  strawberry: { liquid: '#e2486a', top: '#f07d97', shape: 'short' },
  gin: { liquid: '#e6f2ef', top: '#f3faf8', shape: 'tall' },
  soda: { liquid: '#ee6a8a', top: '#ffd1dc', shape: 'tall' },
};

export function glass(cx: number, base: number, drink: Drink, r: Random): string {
  const d = DRINKS[drink];
  let out = `<ellipse cx="${f(cx + 6)}" cy="${f(base + 4)}" rx="80" ry="16" fill="#000" opacity="0.45" filter="url(#blur2)"/>`;
  if (d.shape === 'wine') {
    out += `<path d="M${f(cx - 55)} ${f(base - 250)} Q ${f(cx - 60)} ${f(base - 140)} ${f(cx)} ${f(base - 125)} Q ${f(cx + 60)} ${f(base - 140)} ${f(cx + 55)} ${f(base - 250)} Z" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
<path d="M${f(cx - 54)} ${f(base - 200)} Q ${f(cx - 56)} ${f(base - 142)} ${f(cx)} ${f(base - 130)} Q ${f(cx + 56)} ${f(base - 142)} ${f(cx + 54)} ${f(base - 200)} Z" fill="${d.liquid}"/>
<ellipse cx="${f(cx)}" cy="${f(base - 200)}" rx="54" ry="8" fill="${d.top}"/>
<rect x="${f(cx - 4)}" y="${f(base - 126)}" width="8" height="118" fill="#ffffff" opacity="0.6"/><ellipse cx="${f(cx)}" cy="${f(base - 6)}" rx="48" ry="9" fill="#ffffff" opacity="0.55"/>`;
    return out;
  }
  if (d.shape === 'bottle') {
    out += `<path d="M${f(cx - 42)} ${f(base)} L${f(cx - 42)} ${f(base - 170)} Q ${f(cx - 42)} ${f(base - 200)} ${f(cx - 18)} ${f(base - 215)} L${f(cx - 18)} ${f(base - 250)} L${f(cx + 18)} ${f(base - 250)} L${f(cx + 18)} ${f(base - 215)} Q ${f(cx + 42)} ${f(base - 200)} ${f(cx + 42)} ${f(base - 170)} L${f(cx + 42)} ${f(base)} Z" fill="${d.liquid}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
<rect x="${f(cx - 20)}" y="${f(base - 268)}" width="40" height="22" rx="4" fill="#1d4ed8"/>
<rect x="${f(cx - 42)}" y="${f(base - 130)}" width="84" height="56" fill="#1e60c8" opacity="0.9"/><rect x="${f(cx - 42)}" y="${f(base - 112)}" width="84" height="8" fill="#ffffff" opacity="0.7"/>
<rect x="${f(cx - 30)}" y="${f(base - 180)}" width="12" height="170" rx="6" fill="url(#shine)"/>`;
    if (drink === 'sparkling') {
      for (let i = 0; i < 24; i++)
        out += `<circle cx="${f(cx + r.between(-34, 34))}" cy="${f(base - r.between(10, 180))}" r="${f(r.between(1.5, 3.5))}" fill="#ffffff" opacity="0.8"/>`;
    }
    return out;
  }
  const width = d.shape === 'short' ? 120 : d.shape === 'pint' ? 110 : 90;
  const height = d.shape === 'short' ? 130 : d.shape === 'pint' ? 230 : 220;
  const top = base - height;
  const narrow = d.shape === 'pint' ? 14 : 6;
  const fill = d.shape === 'pint' ? top + 42 : top + 30;
  out += `<path d="M${f(cx - width / 2)} ${f(top)} L${f(cx - width / 2 + narrow)} ${f(base)} L${f(cx + width / 2 - narrow)} ${f(base)} L${f(cx + width / 2)} ${f(top)} Z" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
<path d="M${f(cx - width / 2 + 3)} ${f(fill)} L${f(cx - width / 2 + narrow + 3)} ${f(base - 4)} L${f(cx + width / 2 - narrow - 3)} ${f(base - 4)} L${f(cx + width / 2 - 3)} ${f(fill)} Z" fill="${d.liquid}" opacity="0.95"/>`;
  if (d.shape === 'pint') {
    out += `<path d="M${f(cx - width / 2 + 2)} ${f(fill + 4)} Q ${f(cx - width / 2)} ${f(top - 12)} ${f(cx - 20)} ${f(top - 14)} Q ${f(cx)} ${f(top - 26)} ${f(cx + 20)} ${f(top - 14)} Q ${f(cx + width / 2)} ${f(top - 12)} ${f(cx + width / 2 - 2)} ${f(fill + 4)} Z" fill="${d.top}"/>`;
    for (let i = 0; i < 30; i++)
      out += `<circle cx="${f(cx + r.between(-40, 40))}" cy="${f(base - r.between(10, height - 50))}" r="${f(r.between(1, 2.6))}" fill="#fff3c4" opacity="0.8"/>`;
  } else {
    out += `<ellipse cx="${f(cx)}" cy="${f(fill)}" rx="${f(width / 2 - 3)}" ry="6" fill="${d.top}" opacity="0.9"/>`;
    for (let i = 0; i < 3; i++) {
      const x = cx + r.between(-width / 4, width / 4);
      const y = fill + 10 + i * 26;
      out += `<rect x="${f(x - 17)}" y="${f(y)}" width="34" height="30" rx="6" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-opacity="0.6" transform="rotate(${f(r.between(-20, 20))} ${f(x)} ${f(y + 15)})"/>`;
    }
    if (drink === 'caipirinha' || drink === 'gin' || drink === 'cola') {
      for (let i = 0; i < (drink === 'caipirinha' ? 4 : 1); i++) {
        const x = cx + r.between(-30, 30);
        const y = base - r.between(20, 70);
        out += `<path d="M${f(x - 18)} ${f(y)} a 18 18 0 0 1 36 0 z" fill="#8bc34a" stroke="#4c8c1f" stroke-width="3" transform="rotate(${f(r.between(0, 360))} ${f(x)} ${f(y)})"/>`;
      }
    }
    if (drink === 'strawberry') out += topping('strawberry', cx + 30, top - 4, 16, r);
    if (drink === 'orange' || drink === 'passion' || drink === 'lemonade') {
      const colour = drink === 'lemonade' ? '#b7d96a' : drink === 'orange' ? '#f97316' : '#f4c430';
      out += `<circle cx="${f(cx + width / 2 - 6)}" cy="${f(top + 6)}" r="26" fill="${colour}" stroke="#ffffff" stroke-width="3"/><circle cx="${f(cx + width / 2 - 6)}" cy="${f(top + 6)}" r="17" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 4"/>`;
    }
    out += `<path d="M${f(cx - 10)} ${f(base - 20)} L${f(cx + 24)} ${f(top - 40)}" stroke="${drink === 'cola' ? '#e11d48' : '#111827'}" stroke-width="7" stroke-linecap="round"/>`;
  }
  out += `<rect x="${f(cx - width / 2 + 10)}" y="${f(top + 10)}" width="10" height="${f(height - 30)}" rx="5" fill="url(#shine)"/>`;
  return out;
}

export function bokeh(w: number, h: number, colours: string[], r: Random): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(r.between(0, w))}" cy="${f(r.between(0, h * 0.6))}" r="${f(r.between(14, 40))}" fill="${colours[i % colours.length]}" opacity="${f(r.between(0.18, 0.45))}" filter="url(#bokeh)"/>`;
  }
  return out;
}
