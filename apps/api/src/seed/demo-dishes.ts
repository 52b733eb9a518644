import { type Art, f, leaf, plate, type Random, type Topping } from './demo-drawing.ts';

// The restaurant dishes of the demo pictures, each on its plate, board or bowl: pizzas, pasta,
// lasagna, gnocchi and ravioli, breads, fried snacks, soup and desserts.

export function topping(t: Topping, x: number, y: number, s: number, r: Random): string {
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

export function pizza(cx: number, cy: number, radius: number, art: Extract<Art, { kind: 'pizza' }>, r: Random): string {
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

export function pasta(cx: number, cy: number, rad: number, sauce: keyof typeof SAUCES, r: Random): string {
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

export function lasagna(cx: number, cy: number, r: Random): string {
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

export function dumplings(
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

export function bread(cx: number, cy: number, style: 'garlic' | 'bruschetta', r: Random): string {
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

export function fried(cx: number, cy: number, shape: Extract<Art, { kind: 'fried' }>['shape'], r: Random): string {
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

export function soup(cx: number, cy: number, r: Random): string {
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

export function dessert(cx: number, cy: number, style: Extract<Art, { kind: 'dessert' }>['style'], r: Random): string {
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
