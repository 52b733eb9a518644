import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Demo pictures drawn as SVG and turned into WebP with sharp (no network at seed time, no binary
// files in the repository): plates, pizzas, pasta, glasses and desserts on a table, so the demo
// menus look like a real store's. Each picture is seeded by its product, so a reseed draws the same.

export type Art =
  | { kind: 'pizza'; toppings: Topping[]; sauce?: 'tomato' | 'white' | 'chocolate' }
  | { kind: 'pasta'; sauce: 'bolognese' | 'cream' | 'pesto' | 'tomato' | 'carbonara' }
  | { kind: 'lasagna' }
  | { kind: 'dumplings'; shape: 'gnocchi' | 'ravioli'; sauce: 'tomato' | 'butter' }
  | { kind: 'bread'; style: 'garlic' | 'bruschetta' }
  | { kind: 'fried'; shape: 'balls' | 'sticks' | 'fries' | 'strips' | 'pastel' | 'shrimp' }
  | { kind: 'soup' }
  | { kind: 'glass'; drink: Drink }
  | { kind: 'dessert'; style: 'tiramisu' | 'pannacotta' | 'petitgateau' | 'cannoli' | 'flan' }
  | { kind: 'combo' }
  | { kind: 'care'; style: 'consult' | 'spa' | 'massage' };

export type Topping =
  | 'basil'
  | 'pepperoni'
  | 'olive'
  | 'onion'
  | 'ham'
  | 'egg'
  | 'chicken'
  | 'rocket'
  | 'zucchini'
  | 'tomato'
  | 'strawberry'
  | 'guava'
  | 'tuna'
  | 'cheese';

export type Drink =
  | 'cola'
  | 'guarana'
  | 'orange'
  | 'passion'
  | 'lemonade'
  | 'water'
  | 'sparkling'
  | 'beer'
  | 'wine'
  | 'caipirinha'
  | 'strawberry'
  | 'gin'
  | 'soda';

export type Surface = 'wood' | 'dark' | 'stone' | 'pastel';

/** A small deterministic random source from a text (mulberry32 over a string hash). */
function randomFrom(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    /** A point inside a circle (uniform). */
    inCircle: (cx: number, cy: number, r: number): [number, number] => {
      const angle = next() * Math.PI * 2;
      const dist = Math.sqrt(next()) * r;
      return [cx + Math.cos(angle) * dist, cy + Math.sin(angle) * dist];
    },
  };
}
type Random = ReturnType<typeof randomFrom>;

const f = (n: number) => n.toFixed(1);

const DEFS = `
<defs>
  <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="blur2" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2"/></filter>
  <filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <radialGradient id="plate" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#f1efea"/><stop offset="1" stop-color="#d9d5cc"/></radialGradient>
  <radialGradient id="crust" cx="50%" cy="50%" r="50%"><stop offset="0.78" stop-color="#e7b66d"/><stop offset="0.93" stop-color="#c98a3b"/><stop offset="1" stop-color="#9b5f22"/></radialGradient>
  <radialGradient id="tomato" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#d8462e"/><stop offset="1" stop-color="#a92a18"/></radialGradient>
  <radialGradient id="white" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#fff6dc"/><stop offset="1" stop-color="#f0d99a"/></radialGradient>
  <radialGradient id="chocolate" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#6b3a1f"/><stop offset="1" stop-color="#3e1f0e"/></radialGradient>
  <radialGradient id="golden" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f6cd72"/><stop offset="0.7" stop-color="#d9952f"/><stop offset="1" stop-color="#a8621b"/></radialGradient>
  <radialGradient id="bowl" cx="50%" cy="40%" r="65%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#cfc9bd"/></radialGradient>
  <linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.2" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.45"/></linearGradient>
  <linearGradient id="shine" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>`;

const SURFACES: Record<Surface, { top: string; bottom: string; grain: string }> = {
  wood: { top: '#8a5a36', bottom: '#5e3a20', grain: '#3f2614' },
  dark: { top: '#2b3a40', bottom: '#162126', grain: '#0b1417' },
  stone: { top: '#d9d4cb', bottom: '#b9b2a6', grain: '#8f877a' },
  pastel: { top: '#e8f3ec', bottom: '#cfe6d8', grain: '#a9cdb8' },
};

function surface(kind: Surface, w: number, h: number, r: Random): string {
  const s = SURFACES[kind];
  let grain = '';
  const lines = kind === 'pastel' ? 0 : 26;
  for (let i = 0; i < lines; i++) {
    const y = r.between(0, h);
    const bend = r.between(-14, 14);
    grain += `<path d="M0 ${f(y)} Q ${f(w / 2)} ${f(y + bend)} ${w} ${f(y + r.between(-6, 6))}" stroke="${s.grain}" stroke-opacity="${f(r.between(0.08, 0.25))}" stroke-width="${f(r.between(1, 3))}" fill="none"/>`;
  }
  return `<linearGradient id="surface" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient>
<rect width="${w}" height="${h}" fill="url(#surface)"/>${grain}
<rect width="${w}" height="${h}" fill="url(#vignette)"/>
<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
}

function plate(cx: number, cy: number, rx: number, ry = rx): string {
  return `<ellipse cx="${f(cx + 8)}" cy="${f(cy + 14)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="0.35" filter="url(#soft)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#plate)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.74)}" ry="${f(ry * 0.74)}" fill="none" stroke="#d8d3c8" stroke-width="2"/>`;
}

function leaf(x: number, y: number, size: number, angle: number, colour = '#2f7d32'): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 ${f(-size)} C ${f(size * 0.7)} ${f(-size * 0.5)} ${f(size * 0.7)} ${f(size * 0.5)} 0 ${f(size)} C ${f(-size * 0.7)} ${f(size * 0.5)} ${f(-size * 0.7)} ${f(-size * 0.5)} 0 ${f(-size)} Z" fill="${colour}"/><path d="M0 ${f(-size * 0.9)} L0 ${f(size * 0.9)}" stroke="#1d5520" stroke-width="1.2" opacity="0.6"/></g>`;
}

function topping(t: Topping, x: number, y: number, s: number, r: Random): string {
  const angle = r.between(0, 360);
  switch (t) {
    case 'basil':
      return leaf(x, y, s * 0.9, angle);
    case 'pepperoni':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.85)}" fill="#a5281b"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.85)}" fill="none" stroke="#7c1a10" stroke-width="2"/><circle cx="${f(x - s * 0.3)}" cy="${f(y - s * 0.2)}" r="${f(s * 0.12)}" fill="#f1c27d" opacity="0.7"/><circle cx="${f(x + s * 0.25)}" cy="${f(y + s * 0.3)}" r="${f(s * 0.1)}" fill="#f1c27d" opacity="0.7"/>`;
    case 'olive':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.45)}" fill="none" stroke="#1f1b18" stroke-width="${f(s * 0.3)}"/>`;
    case 'onion':
      return `<path d="M${f(x - s)} ${f(y)} A ${f(s)} ${f(s)} 0 0 1 ${f(x + s)} ${f(y)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" stroke="#b07fb0" stroke-width="3" fill="none" opacity="0.9"/>`;
    case 'ham':
      return `<rect x="${f(x - s * 0.7)}" y="${f(y - s * 0.5)}" width="${f(s * 1.4)}" height="${f(s)}" rx="3" fill="#e79a9a" transform="rotate(${f(angle)} ${f(x)} ${f(y)})"/>`;
    case 'egg':
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.8)}" fill="#fbf7ee"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.45)}" fill="#f2b31b"/>`;
    case 'chicken':
      return `<path d="M${f(x - s * 0.6)} ${f(y)} q ${f(s * 0.3)} ${f(-s * 0.6)} ${f(s * 1.2)} ${f(-s * 0.2)} q ${f(-s * 0.2)} ${f(s * 0.7)} ${f(-s * 1.2)} ${f(s * 0.2)} z" fill="#f3e2c0" stroke="#d9bf8c" stroke-width="1" transform="rotate(${f(angle)} ${f(x)} ${f(y)})"/>`;
    case 'rocket':
      return `${leaf(x, y, s * 1.1, angle, '#3c8a2e')}<path d="M${f(x - s)} ${f(y + s * 0.4)} q ${f(s)} ${f(-s * 0.9)} ${f(s * 2)} 0 q ${f(-s)} ${f(s * 0.5)} ${f(-s * 2)} 0" fill="#e6a2a0" opacity="0.9" transform="rotate(${f(angle + 60)} ${f(x)} ${f(y)})"/>`;
    case 'zucchini':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.75)}" fill="#e6efc4" stroke="#3f7d2a" stroke-width="3"/>`;
    case 'tomato':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.8)}" fill="#d8331f"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.45)}" fill="#f06a4f" opacity="0.8"/>`;
    case 'strawberry':
      return `<path d="M${f(x)} ${f(y + s)} C ${f(x - s * 1.1)} ${f(y)} ${f(x - s * 0.8)} ${f(y - s * 0.8)} ${f(x)} ${f(y - s * 0.6)} C ${f(x + s * 0.8)} ${f(y - s * 0.8)} ${f(x + s * 1.1)} ${f(y)} ${f(x)} ${f(y + s)} Z" fill="#d7263d" transform="rotate(${f(angle)} ${f(x)} ${f(y)})"/>`;
    case 'guava':
      return `<rect x="${f(x - s * 0.55)}" y="${f(y - s * 0.55)}" width="${f(s * 1.1)}" height="${f(s * 1.1)}" rx="2" fill="#8e1b24" transform="rotate(${f(angle)} ${f(x)} ${f(y)})"/>`;
    case 'tuna':
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.8)}" ry="${f(s * 0.5)}" fill="#d9b8a4" transform="rotate(${f(angle)} ${f(x)} ${f(y)})"/>`;
    case 'cheese':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.7)}" fill="#fff1c4" opacity="0.95"/>`;
  }
}

function pizza(cx: number, cy: number, radius: number, art: Extract<Art, { kind: 'pizza' }>, r: Random): string {
  const sauce = art.sauce ?? 'tomato';
  let out = `<ellipse cx="${f(cx + 10)}" cy="${f(cy + 16)}" rx="${f(radius * 1.08)}" ry="${f(radius * 1.08)}" fill="#000" opacity="0.4" filter="url(#soft)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 1.08)}" fill="#5b3a22"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="url(#crust)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.85)}" fill="url(#${sauce})"/>`;
  if (sauce !== 'chocolate') {
    for (let i = 0; i < 34; i++) {
      const [x, y] = r.inCircle(cx, cy, radius * 0.75);
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r.between(10, 22))}" ry="${f(r.between(8, 18))}" fill="#f7dc84" opacity="${f(r.between(0.55, 0.9))}"/>`;
    }
    for (let i = 0; i < 18; i++) {
      const [x, y] = r.inCircle(cx, cy, radius * 0.8);
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.between(2, 5))}" fill="#c98a2e" opacity="0.55"/>`;
    }
  }
  const toppings = art.toppings;
  const count = toppings.length === 0 ? 0 : 14;
  for (let i = 0; i < count; i++) {
    const [x, y] = r.inCircle(cx, cy, radius * 0.72);
    out += topping(toppings[i % toppings.length] as Topping, x, y, radius * 0.09, r);
  }
  for (let i = 0; i < 4; i++) {
    const a = (Math.PI / 4) * i + 0.2;
    out += `<line x1="${f(cx - Math.cos(a) * radius)}" y1="${f(cy - Math.sin(a) * radius)}" x2="${f(cx + Math.cos(a) * radius)}" y2="${f(cy + Math.sin(a) * radius)}" stroke="#7a4a1e" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  return out;
}

const SAUCES = {
  bolognese: { noodle: '#f0c766', sauce: '#8f2f1a', bits: '#5a1f10' },
  cream: { noodle: '#f3d68b', sauce: '#fbf3df', bits: '#e8d6a8' },
  pesto: { noodle: '#efcf79', sauce: '#5c8f2d', bits: '#3c6a1c' },
  tomato: { noodle: '#f0c766', sauce: '#c8361f', bits: '#e5553a' },
  carbonara: { noodle: '#f4d27a', sauce: '#f6e3a4', bits: '#9b3b24' },
  butter: { noodle: '#f3dba0', sauce: '#f2c75c', bits: '#6d8b3a' },
};

function pasta(cx: number, cy: number, rad: number, sauce: keyof typeof SAUCES, r: Random): string {
  const c = SAUCES[sauce];
  let out = `<ellipse cx="${f(cx + 8)}" cy="${f(cy + 14)}" rx="${f(rad * 1.2)}" ry="${f(rad * 1.1)}" fill="#000" opacity="0.35" filter="url(#soft)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 1.2)}" fill="url(#bowl)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 0.98)}" fill="#e9e2d3"/>`;
  for (let i = 0; i < 70; i++) {
    const [x1, y1] = r.inCircle(cx, cy, rad * 0.85);
    const [x2, y2] = r.inCircle(cx, cy, rad * 0.85);
    const [qx, qy] = r.inCircle(cx, cy, rad);
    out += `<path d="M${f(x1)} ${f(y1)} Q ${f(qx)} ${f(qy)} ${f(x2)} ${f(y2)}" stroke="#c9962f" stroke-width="6.5" fill="none" stroke-linecap="round" opacity="0.7"/><path d="M${f(x1)} ${f(y1)} Q ${f(qx)} ${f(qy)} ${f(x2)} ${f(y2)}" stroke="${c.noodle}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M${f(cx - rad * 0.5)} ${f(cy - rad * 0.1)} C ${f(cx - rad * 0.4)} ${f(cy - rad * 0.6)} ${f(cx + rad * 0.5)} ${f(cy - rad * 0.55)} ${f(cx + rad * 0.45)} ${f(cy)} C ${f(cx + rad * 0.4)} ${f(cy + rad * 0.45)} ${f(cx - rad * 0.45)} ${f(cy + rad * 0.4)} ${f(cx - rad * 0.5)} ${f(cy - rad * 0.1)} Z" fill="${c.sauce}" opacity="0.93"/>`;
  for (let i = 0; i < 26; i++) {
    const [x, y] = r.inCircle(cx, cy, rad * 0.45);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.between(2, 6))}" fill="${c.bits}" opacity="0.85"/>`;
  }
  for (let i = 0; i < 3; i++)
    out += leaf(cx + r.between(-20, 20), cy - rad * 0.2 + r.between(-15, 15), 11, r.between(0, 360));
  for (let i = 0; i < 40; i++) {
    const [x, y] = r.inCircle(cx, cy, rad * 0.6);
    out += `<rect x="${f(x)}" y="${f(y)}" width="3" height="1.6" fill="#fff8e0" opacity="0.9"/>`;
  }
  return out;
}

function lasagna(cx: number, cy: number, r: Random): string {
  let out = plate(cx, cy, 150, 120);
  const w = 170;
  const h = 110;
  const x = cx - w / 2;
  const y = cy - h / 2 - 10;
  out += `<path d="M${f(x)} ${f(y + 30)} L${f(x + 40)} ${f(y)} L${f(x + w + 20)} ${f(y)} L${f(x + w - 20)} ${f(y + 30)} Z" fill="#c8451f"/>`;
  const layers = ['#f2d27a', '#9b3a1c', '#f6ead0', '#f2d27a', '#9b3a1c', '#f6ead0', '#e4b552'];
  layers.forEach((colour, i) => {
    out += `<rect x="${f(x)}" y="${f(y + 30 + i * 12)}" width="${f(w - 20)}" height="13" fill="${colour}"/>`;
    out += `<path d="M${f(x + w - 20)} ${f(y + 30 + i * 12)} L${f(x + w + 20)} ${f(y + i * 12)} L${f(x + w + 20)} ${f(y + 13 + i * 12)} L${f(x + w - 20)} ${f(y + 43 + i * 12)} Z" fill="${colour}" opacity="0.8"/>`;
  });
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(x + 40 + r.between(0, w - 30))}" cy="${f(y + 6 + r.between(0, 18))}" r="${f(r.between(3, 7))}" fill="#e0a33a" opacity="0.8"/>`;
  }
  out += leaf(cx + 10, y + 8, 12, 30);
  return out;
}

function dumplings(
  cx: number,
  cy: number,
  shape: 'gnocchi' | 'ravioli',
  sauce: 'tomato' | 'butter',
  r: Random,
): string {
  let out = plate(cx, cy, 150, 130);
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="105" ry="88" fill="${sauce === 'tomato' ? '#c23a21' : '#f0c35a'}" opacity="0.95"/>`;
  for (let i = 0; i < (shape === 'gnocchi' ? 22 : 9); i++) {
    const [x, y] = r.inCircle(cx, cy, 75);
    const a = r.between(0, 180);
    out +=
      shape === 'gnocchi'
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="15" ry="10" fill="#f2dca0" stroke="#d2b46a" stroke-width="2" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/><path d="M${f(x - 8)} ${f(y)} h16" stroke="#d2b46a" stroke-width="1.5" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`
        : `<g transform="rotate(${f(a)} ${f(x)} ${f(y)})"><rect x="${f(x - 24)}" y="${f(y - 24)}" width="48" height="48" rx="4" fill="#f4dfa6" stroke="#d8b96b" stroke-width="3" stroke-dasharray="4 3"/><rect x="${f(x - 14)}" y="${f(y - 14)}" width="28" height="28" rx="10" fill="#f8e9bf"/></g>`;
  }
  for (let i = 0; i < 5; i++)
    out += leaf(cx + r.between(-60, 60), cy + r.between(-50, 50), 10, r.between(0, 360), '#4f7f2a');
  return out;
}

function board(cx: number, cy: number): string {
  return `<ellipse cx="${f(cx + 10)}" cy="${f(cy + 16)}" rx="190" ry="110" fill="#000" opacity="0.35" filter="url(#soft)"/>
<rect x="${f(cx - 190)}" y="${f(cy - 105)}" width="380" height="210" rx="26" fill="#c08a52"/>
<rect x="${f(cx - 182)}" y="${f(cy - 97)}" width="364" height="194" rx="22" fill="#d4a06a"/>`;
}

function bread(cx: number, cy: number, style: 'garlic' | 'bruschetta', r: Random): string {
  let out = board(cx, cy);
  for (let i = 0; i < 5; i++) {
    const x = cx - 130 + i * 64;
    const y = cy + (i % 2 ? 18 : -14);
    out += `<ellipse cx="${f(x + 4)}" cy="${f(y + 6)}" rx="40" ry="58" fill="#000" opacity="0.2" filter="url(#blur2)" transform="rotate(18 ${f(x)} ${f(y)})"/>
<ellipse cx="${f(x)}" cy="${f(y)}" rx="40" ry="58" fill="#b96d22" transform="rotate(18 ${f(x)} ${f(y)})"/>
<ellipse cx="${f(x)}" cy="${f(y)}" rx="34" ry="51" fill="${style === 'garlic' ? '#f2c56a' : '#efcf8e'}" transform="rotate(18 ${f(x)} ${f(y)})"/>`;
    for (let j = 0; j < (style === 'garlic' ? 14 : 9); j++) {
      const px = x + r.between(-22, 22);
      const py = y + r.between(-36, 36);
      out +=
        style === 'garlic'
          ? `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r.between(1.5, 3))}" fill="#3e7a27"/>`
          : `<rect x="${f(px - 6)}" y="${f(py - 6)}" width="12" height="11" rx="3" fill="#d62f1d" transform="rotate(${f(r.between(0, 90))} ${f(px)} ${f(py)})"/>`;
    }
    if (style === 'bruschetta') out += leaf(x + 4, y - 8, 10, r.between(0, 360));
  }
  return out;
}

function fried(cx: number, cy: number, shape: Extract<Art, { kind: 'fried' }>['shape'], r: Random): string {
  let out = plate(cx, cy, 160, 130);
  const n = { balls: 7, sticks: 9, fries: 38, strips: 9, pastel: 5, shrimp: 11 }[shape];
  for (let i = 0; i < n; i++) {
    const [x, y] = r.inCircle(cx, cy, shape === 'fries' ? 80 : 70);
    const a = r.between(0, 180);
    switch (shape) {
      case 'balls':
        out += `<ellipse cx="${f(x + 3)}" cy="${f(y + 5)}" rx="24" ry="20" fill="#000" opacity="0.2"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="24" ry="21" fill="url(#golden)" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
        break;
      case 'sticks':
        out += `<rect x="${f(x - 38)}" y="${f(y - 11)}" width="76" height="22" rx="5" fill="url(#golden)" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
        break;
      case 'fries':
        out += `<rect x="${f(x - 30)}" y="${f(y - 5)}" width="60" height="10" rx="3" fill="#f3c24f" stroke="#d49a2a" stroke-width="1.5" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
        break;
      case 'strips':
        out += `<path d="M${f(x - 40)} ${f(y)} C ${f(x - 30)} ${f(y - 22)} ${f(x + 30)} ${f(y - 20)} ${f(x + 42)} ${f(y - 2)} C ${f(x + 30)} ${f(y + 18)} ${f(x - 30)} ${f(y + 20)} ${f(x - 40)} ${f(y)} Z" fill="url(#golden)" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
        break;
      case 'pastel':
        out += `<path d="M${f(x - 45)} ${f(y + 15)} A 45 40 0 0 1 ${f(x + 45)} ${f(y + 15)} Z" fill="url(#golden)" stroke="#c0832c" stroke-width="4" stroke-dasharray="3 4" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
        break;
      case 'shrimp':
        out += `<path d="M${f(x - 18)} ${f(y)} A 18 18 0 1 1 ${f(x + 6)} ${f(y + 16)}" stroke="#ef7a3c" stroke-width="13" fill="none" stroke-linecap="round" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/><path d="M${f(x - 18)} ${f(y)} A 18 18 0 1 1 ${f(x + 6)} ${f(y + 16)}" stroke="#ffb27d" stroke-width="4" fill="none" stroke-dasharray="5 6" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
        break;
    }
  }
  if (shape === 'fries') {
    for (let i = 0; i < 6; i++) {
      const [x, y] = r.inCircle(cx, cy, 40);
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r.between(12, 22))}" ry="${f(r.between(6, 12))}" fill="#f59e0b" opacity="0.85"/><rect x="${f(x + 6)}" y="${f(y - 10)}" width="10" height="7" rx="2" fill="#7c2d12"/>`;
    }
  }
  // A lemon wedge or a small bowl of sauce on the side.
  out +=
    shape === 'strips' || shape === 'shrimp' || shape === 'balls'
      ? `<path d="M${f(cx + 95)} ${f(cy + 55)} a 28 28 0 0 1 50 -10 z" fill="#f5e663" stroke="#c9b92a" stroke-width="3"/>`
      : `<circle cx="${f(cx + 110)} " cy="${f(cy - 70)}" r="26" fill="url(#bowl)"/><circle cx="${f(cx + 110)}" cy="${f(cy - 70)}" r="19" fill="#b32a1a"/>`;
  for (let i = 0; i < 6; i++) {
    const [x, y] = r.inCircle(cx, cy, 80);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="2.5" fill="#3d7a25"/>`;
  }
  return out;
}

function soup(cx: number, cy: number, r: Random): string {
  let out = `<ellipse cx="${f(cx + 8)}" cy="${f(cy + 14)}" rx="120" ry="110" fill="#000" opacity="0.35" filter="url(#soft)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="118" fill="#8b4a2b"/><circle cx="${f(cx)}" cy="${f(cy)}" r="104" fill="#5a2d16"/><circle cx="${f(cx)}" cy="${f(cy)}" r="98" fill="#6b3a1f"/>`;
  for (let i = 0; i < 10; i++) {
    const [x, y] = r.inCircle(cx, cy, 60);
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(r.between(10, 18))}" height="${f(r.between(8, 12))}" rx="3" fill="#c98a4b" transform="rotate(${f(r.between(0, 90))} ${f(x)} ${f(y)})"/>`;
  }
  for (let i = 0; i < 30; i++) {
    const [x, y] = r.inCircle(cx, cy, 70);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="2.2" fill="#4caf50"/>`;
  }
  return out;
}

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

function glass(cx: number, base: number, drink: Drink, r: Random): string {
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

function bokeh(w: number, h: number, colours: string[], r: Random): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(r.between(0, w))}" cy="${f(r.between(0, h * 0.6))}" r="${f(r.between(14, 40))}" fill="${colours[i % colours.length]}" opacity="${f(r.between(0.18, 0.45))}" filter="url(#bokeh)"/>`;
  }
  return out;
}

function dessert(cx: number, cy: number, style: Extract<Art, { kind: 'dessert' }>['style'], r: Random): string {
  let out = plate(cx, cy, 140, 115);
  switch (style) {
    case 'tiramisu': {
      const layers = ['#6b3f22', '#f5ead3', '#a46b3d', '#f5ead3', '#a46b3d'];
      layers.forEach((c, i) => {
        out += `<rect x="${f(cx - 70)}" y="${f(cy - 30 + i * 16)}" width="140" height="17" fill="${c}"/>`;
      });
      out += `<path d="M${f(cx - 70)} ${f(cy - 30)} L${f(cx - 40)} ${f(cy - 60)} L${f(cx + 100)} ${f(cy - 60)} L${f(cx + 70)} ${f(cy - 30)} Z" fill="#5b331b"/>`;
      out += `<path d="M${f(cx + 70)} ${f(cy - 30)} L${f(cx + 100)} ${f(cy - 60)} L${f(cx + 100)} ${f(cy + 20)} L${f(cx + 70)} ${f(cy + 50)} Z" fill="#8f5a31"/>`;
      for (let i = 0; i < 60; i++)
        out += `<circle cx="${f(cx - 50 + r.between(0, 140))}" cy="${f(cy - 58 + r.between(0, 26))}" r="1.4" fill="#2e1a0c"/>`;
      break;
    }
    case 'pannacotta':
      out += `<path d="M${f(cx - 60)} ${f(cy + 40)} Q ${f(cx - 66)} ${f(cy - 50)} ${f(cx)} ${f(cy - 55)} Q ${f(cx + 66)} ${f(cy - 50)} ${f(cx + 60)} ${f(cy + 40)} Z" fill="#fbf6ea" stroke="#e9dfc6" stroke-width="2"/>
<path d="M${f(cx - 40)} ${f(cy - 45)} Q ${f(cx)} ${f(cy - 65)} ${f(cx + 40)} ${f(cy - 45)} Q ${f(cx + 50)} ${f(cy - 10)} ${f(cx + 30)} ${f(cy + 5)} Q ${f(cx)} ${f(cy - 20)} ${f(cx - 45)} ${f(cy)} Z" fill="#9f1239" opacity="0.92"/>`;
      for (let i = 0; i < 5; i++)
        out += `<circle cx="${f(cx + r.between(-30, 30))}" cy="${f(cy - 50 + r.between(-8, 8))}" r="8" fill="#6d0a2a"/>`;
      break;
    case 'petitgateau':
      out += `<ellipse cx="${f(cx - 25)}" cy="${f(cy + 30)}" rx="62" ry="20" fill="#3b1a0c"/><rect x="${f(cx - 87)}" y="${f(cy - 20)}" width="124" height="50" fill="#4a2412"/><ellipse cx="${f(cx - 25)}" cy="${f(cy - 20)}" rx="62" ry="20" fill="#5e2f17"/>
<path d="M${f(cx - 40)} ${f(cy - 14)} Q ${f(cx - 30)} ${f(cy + 30)} ${f(cx - 60)} ${f(cy + 55)}" stroke="#2a0f05" stroke-width="10" fill="none" stroke-linecap="round"/>
<circle cx="${f(cx + 70)}" cy="${f(cy + 10)}" r="36" fill="#fff7e0"/><circle cx="${f(cx + 60)}" cy="${f(cy)}" r="12" fill="#ffffff" opacity="0.8"/>${leaf(cx + 80, cy - 22, 9, 20)}`;
      break;
    case 'cannoli':
      for (const dy of [-30, 30]) {
        out += `<rect x="${f(cx - 75)}" y="${f(cy + dy - 22)}" width="150" height="44" rx="22" fill="url(#golden)" transform="rotate(-12 ${f(cx)} ${f(cy + dy)})"/>
<ellipse cx="${f(cx - 78)}" cy="${f(cy + dy + 16)}" rx="16" ry="22" fill="#fbf5e6" transform="rotate(-12 ${f(cx)} ${f(cy + dy)})"/><ellipse cx="${f(cx + 76)}" cy="${f(cy + dy - 14)}" rx="16" ry="22" fill="#fbf5e6" transform="rotate(-12 ${f(cx)} ${f(cy + dy)})"/>`;
      }
      for (let i = 0; i < 30; i++) {
        const [x, y] = r.inCircle(cx, cy, 90);
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="1.6" fill="#ffffff" opacity="0.9"/>`;
      }
      break;
    case 'flan':
      out += `<ellipse cx="${f(cx)}" cy="${f(cy + 25)}" rx="100" ry="40" fill="#b45309" opacity="0.85"/><path d="M${f(cx - 75)} ${f(cy + 25)} L${f(cx - 60)} ${f(cy - 40)} L${f(cx + 60)} ${f(cy - 40)} L${f(cx + 75)} ${f(cy + 25)} Z" fill="#f6d58a"/>
<ellipse cx="${f(cx)}" cy="${f(cy + 25)}" rx="75" ry="22" fill="#f6d58a"/><ellipse cx="${f(cx)}" cy="${f(cy - 40)}" rx="60" ry="18" fill="#92400e"/><path d="M${f(cx - 58)} ${f(cy - 36)} q 4 25 0 40 M${f(cx + 20)} ${f(cy - 24)} q 3 20 -2 36" stroke="#92400e" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      break;
  }
  return out;
}

function care(w: number, h: number, style: Extract<Art, { kind: 'care' }>['style'], r: Random): string {
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

function svgScene(art: Art, seed: string, surfaceKind: Surface, w = 480, h = 360): string {
  const r = randomFrom(seed);
  let body = surface(art.kind === 'care' ? 'pastel' : surfaceKind, w, h, r);
  const cx = w / 2;
  const cy = h / 2 + 6;
  switch (art.kind) {
    case 'pizza':
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="172" fill="#c8925a" opacity="0.9"/>${pizza(cx, cy, 150, art, r)}`;
      break;
    case 'pasta':
      body += pasta(cx, cy, 125, art.sauce, r);
      break;
    case 'lasagna':
      body += lasagna(cx, cy, r);
      break;
    case 'dumplings':
      body += dumplings(cx, cy, art.shape, art.sauce, r);
      break;
    case 'bread':
      body += bread(cx, cy, art.style, r);
      break;
    case 'fried':
      body += fried(cx, cy, art.shape, r);
      break;
    case 'soup':
      body += soup(cx, cy, r);
      break;
    case 'glass':
      body += bokeh(w, h, ['#fde68a', '#fca5a5', '#93c5fd'], r) + glass(cx, h - 40, art.drink, r);
      break;
    case 'dessert':
      body += dessert(cx, cy, art.style, r);
      break;
    case 'combo':
      body += pasta(cx - 90, cy, 95, 'bolognese', r) + glass(cx + 150, h - 40, 'cola', r);
      break;
    case 'care':
      body += care(w, h, art.style, r);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
}

/**
 * The WebP of a drawing. With `cacheDir` a drawing made before (same SVG text) is read back
 * instead of drawn again: every fresh test server seeds the demo, and drawing takes seconds.
 */
export async function toWebp(svg: string, quality = 78, cacheDir?: string): Promise<Buffer> {
  const file = cacheDir
    ? path.join(cacheDir, `${createHash('sha1').update(`${quality}:${svg}`).digest('hex')}.webp`)
    : null;
  if (file) {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
  }
  const bytes = await sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
  if (file && cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    // Written then renamed: two servers starting together never read half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
  return bytes;
}

/** A product picture, 480×360. */
export function productSvg(art: Art, seed: string, surfaceKind: Surface): string {
  return svgScene(art, seed, surfaceKind);
}

/** A wide banner (1200×400) from a few of the place's dishes side by side on its table. */
export function bannerSvg(arts: Art[], seed: string, surfaceKind: Surface): string {
  const w = 1200;
  const h = 400;
  const r = randomFrom(seed);
  let body = surface(surfaceKind, w, h, r);
  const slot = w / arts.length;
  arts.forEach((art, i) => {
    const inner = svgScene(art, `${seed}-${i}`, surfaceKind, 480, 360)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
      // Each dish keeps its own gradients; only the table of the first scene is dropped.
      .replace(/<linearGradient id="surface"[\s\S]*?<radialGradient id="vignette"[\s\S]*?<\/radialGradient>/, '');
    const x = slot * i + slot / 2 - 240 * 1.1;
    const y = h / 2 - 180 * 1.1 + (i % 2 ? 24 : -18);
    body += `<g transform="translate(${f(x)} ${f(y)}) scale(1.1)">${inner}</g>`;
  });
  body += `<rect width="${w}" height="${h}" fill="url(#shade)"/><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
}

/** A round logo: the brand colour with a white emblem (a pizza slice, an anchor, a leaf). */
export function logoSvg(emblem: 'slice' | 'anchor' | 'leaf', colour: string): string {
  const shapes = {
    slice: `<path d="M128 200 L70 78 Q128 52 186 78 Z" fill="#ffffff"/><path d="M70 78 Q128 52 186 78" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="112" cy="104" r="10" fill="${colour}"/><circle cx="142" cy="126" r="9" fill="${colour}"/><circle cx="124" cy="154" r="8" fill="${colour}"/>`,
    anchor: `<circle cx="128" cy="66" r="16" stroke="#ffffff" stroke-width="10" fill="none"/><path d="M128 82 V196 M94 108 H162 M68 150 Q74 196 128 196 Q182 196 188 150" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M56 160 L68 140 L82 160 M174 160 L188 140 L200 160" stroke="#ffffff" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
    leaf: `<path d="M128 206 C 40 170 60 70 188 50 C 200 150 170 190 128 206 Z" fill="#ffffff"/><path d="M128 206 C 130 150 150 100 188 50" stroke="${colour}" stroke-width="8" fill="none"/><path d="M140 150 L104 128 M150 118 L120 96" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><circle cx="128" cy="128" r="128" fill="${colour}"/><circle cx="128" cy="128" r="112" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>${shapes[emblem]}</svg>`;
}
