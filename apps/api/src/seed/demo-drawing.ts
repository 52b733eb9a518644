// The drawing kit of the demo pictures (demo-photos.ts): the art a product is drawn as, a
// deterministic random source, the shared SVG gradients, the table surface, a plate and a leaf.

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
export function randomFrom(seed: string) {
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
export type Random = ReturnType<typeof randomFrom>;

export const f = (n: number) => n.toFixed(1);

export const DEFS = `
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

export function surface(kind: Surface, w: number, h: number, r: Random): string {
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

export function plate(cx: number, cy: number, rx: number, ry = rx): string {
  return `<ellipse cx="${f(cx + 8)}" cy="${f(cy + 14)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="0.35" filter="url(#soft)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#plate)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.74)}" ry="${f(ry * 0.74)}" fill="none" stroke="#d8d3c8" stroke-width="2"/>`;
}

export function leaf(x: number, y: number, size: number, angle: number, colour = '#2f7d32'): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 ${f(-size)} C ${f(size * 0.7)} ${f(-size * 0.5)} ${f(size * 0.7)} ${f(size * 0.5)} 0 ${f(size)} C ${f(-size * 0.7)} ${f(size * 0.5)} ${f(-size * 0.7)} ${f(-size * 0.5)} 0 ${f(-size)} Z" fill="${colour}"/><path d="M0 ${f(-size * 0.9)} L0 ${f(size * 0.9)}" stroke="#1d5520" stroke-width="1.2" opacity="0.6"/></g>`;
}
