/**
 * Demo artwork drawn as SVG in code, so a fresh install has pleasant pictures without any network or binary assets.
 * Everything here is pure: the same spec always gives the same SVG text (a seeded PRNG, no Math.random), which lets
 * images.ts name files by a hash of the SVG and skip the ones already on disk.
 */

import { escapeXml } from '#src/shared/text.ts';

export const MOTIFS = [
  'temple',
  'diyas',
  'lotus',
  'mandala',
  'bells',
  'kolam',
  'annadanam',
  'aarti',
  'sainik',
  'children',
  'elders',
  'medical',
  'books',
  'blood',
  'relief',
  'banyan',
  'kalasha',
  'flute',
  'linga',
  'tank',
  'padukas',
  'sapling',
  'classroom',
] as const;
export type Motif = (typeof MOTIFS)[number];

export type Mood = 'dawn' | 'noon' | 'dusk' | 'night';

export type SceneSpec = {
  motif: Motif;
  /** Any string; different seeds give different compositions of the same motif. */
  seed: string;
  mood?: Mood;
  /** A short line drawn on the picture; only where the picture is read without surrounding text. */
  caption?: string;
};

const PALETTE = {
  saffron: '#f28c28',
  deepSaffron: '#e4572e',
  terracotta: '#c8553d',
  maroon: '#6d1a2c',
  darkMaroon: '#3f0d1a',
  gold: '#e8b64c',
  paleGold: '#f6d58e',
  cream: '#fff4e0',
  sand: '#f6e3c5',
  leaf: '#6f8a3c',
  darkLeaf: '#4d6528',
  skin: '#9a5a34',
  ink: '#2b1a12',
} as const;

const SKIES: Record<
  Mood,
  { top: string; bottom: string; sun: string; ground: [string, string]; figure: string }
> = {
  dawn: {
    top: '#fde9c8',
    bottom: '#f7b267',
    sun: '#fff1c1',
    ground: ['#d9894f', '#b4532a'],
    figure: PALETTE.maroon,
  },
  noon: {
    top: '#fff4e0',
    bottom: '#f9cf8a',
    sun: '#ffe08a',
    ground: ['#e0a458', '#c8553d'],
    figure: PALETTE.maroon,
  },
  dusk: {
    top: '#7a2438',
    bottom: '#f08a3c',
    sun: '#ffd27a',
    ground: ['#5a1526', '#3f0d1a'],
    figure: PALETTE.darkMaroon,
  },
  night: {
    top: '#2a0a14',
    bottom: '#6d1a2c',
    sun: '#f6d58e',
    ground: ['#3f0d1a', '#24070f'],
    figure: '#1c050b',
  },
};

// ---- deterministic randomness ------------------------------------------------------------------------------------

type Rng = {
  next: () => number;
  between: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking shapes. */
function createRng(seed: string): Rng {
  let state = hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

// ---- small helpers -----------------------------------------------------------------------------------------------

/** Two decimals keep the SVG (and so the hash input) short and stable across platforms. */
const n = (value: number) => (Math.round(value * 100) / 100).toString();

const FONT = "DejaVu Serif, Georgia, 'Times New Roman', serif";
const SANS = 'DejaVu Sans, Arial, Helvetica, sans-serif';

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Greedy word wrap by character count; good enough for short titles in a known font. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---- shapes ------------------------------------------------------------------------------------------------------

/** A petal pointing up from the origin. */
const petalPath = (length: number, width: number) =>
  `M0 0 C${n(width)} ${n(-length * 0.35)} ${n(width * 0.6)} ${n(-length * 0.85)} 0 ${n(-length)} ` +
  `C${n(-width * 0.6)} ${n(-length * 0.85)} ${n(-width)} ${n(-length * 0.35)} 0 0Z`;

function sunWithRays(
  cx: number,
  cy: number,
  r: number,
  rays: number,
  reach: number,
  color: string,
  rayOpacity: number,
): string {
  let out = `<g opacity="${n(rayOpacity)}">`;
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const spread = Math.PI / rays / 2.2;
    const x1 = cx + Math.cos(a - spread) * reach;
    const y1 = cy + Math.sin(a - spread) * reach;
    const x2 = cx + Math.cos(a + spread) * reach;
    const y2 = cy + Math.sin(a + spread) * reach;
    out += `<path d="M${n(cx)} ${n(cy)}L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z" fill="${color}"/>`;
  }
  out += `</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.2)}" fill="url(#glow)"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/>`;
  return out;
}

function hills(w: number, h: number, top: number, rng: Rng): string {
  const mid = top + rng.between(-h * 0.03, h * 0.03);
  return (
    `<path d="M0 ${n(top)} C${n(w * 0.25)} ${n(mid - h * 0.05)} ${n(w * 0.55)} ${n(mid + h * 0.04)} ${n(w)} ${n(top - h * 0.02)} ` +
    `L${n(w)} ${n(h)} L0 ${n(h)}Z" fill="url(#ground)"/>`
  );
}

/** A saree-border strip of gold triangles along the bottom edge. */
function templeBorder(w: number, h: number): string {
  const band = Math.max(14, h * 0.035);
  const step = band * 1.2;
  let teeth = '';
  for (let x = 0; x < w; x += step) {
    teeth += `M${n(x)} ${n(h - band)}L${n(x + step / 2)} ${n(h - band * 0.35)}L${n(x + step)} ${n(h - band)}Z`;
  }
  return (
    `<rect x="0" y="${n(h - band)}" width="${w}" height="${n(band)}" fill="${PALETTE.maroon}"/>` +
    `<path d="${teeth}" fill="${PALETTE.gold}"/>` +
    `<rect x="0" y="${n(h - band - 3)}" width="${w}" height="3" fill="${PALETTE.gold}"/>`
  );
}

function gopuram(cx: number, baseY: number, width: number, height: number, rng: Rng, color: string): string {
  const tiers = rng.int(5, 7);
  const tierH = (height * 0.78) / tiers;
  let out = `<g fill="${color}">`;
  let y = baseY;
  for (let t = 0; t < tiers; t++) {
    const bottomW = width * (1 - t * 0.115);
    const topW = width * (1 - (t + 1) * 0.115) + width * 0.03;
    out += `<path d="M${n(cx - bottomW / 2)} ${n(y)}L${n(cx - topW / 2)} ${n(y - tierH)}L${n(cx + topW / 2)} ${n(y - tierH)}L${n(cx + bottomW / 2)} ${n(y)}Z"/>`;
    // A lighter ledge and a row of niches make each storey read as carved stone.
    out += `<rect x="${n(cx - bottomW / 2 - 4)}" y="${n(y - 6)}" width="${n(bottomW + 8)}" height="6" fill="${PALETTE.gold}" opacity="0.55"/>`;
    const niches = Math.max(2, Math.round(bottomW / (tierH * 0.9)));
    for (let i = 0; i < niches; i++) {
      const nx = cx - bottomW / 2 + (bottomW / niches) * (i + 0.5);
      out += `<rect x="${n(nx - tierH * 0.13)}" y="${n(y - tierH * 0.72)}" width="${n(tierH * 0.26)}" height="${n(tierH * 0.45)}" rx="${n(tierH * 0.12)}" fill="${PALETTE.gold}" opacity="0.35"/>`;
    }
    y -= tierH;
  }
  const topW = width * (1 - tiers * 0.115) + width * 0.03;
  const vaultH = height * 0.12;
  out += `<rect x="${n(cx - topW * 0.55)}" y="${n(y - vaultH)}" width="${n(topW * 1.1)}" height="${n(vaultH)}" rx="${n(vaultH / 2)}"/>`;
  const kalasas = 5;
  for (let i = 0; i < kalasas; i++) {
    const kx = cx - topW * 0.4 + (topW * 0.8 * i) / (kalasas - 1);
    const ky = y - vaultH;
    out += `<ellipse cx="${n(kx)}" cy="${n(ky - height * 0.02)}" rx="${n(height * 0.018)}" ry="${n(height * 0.024)}" fill="${PALETTE.gold}"/>`;
    out += `<rect x="${n(kx - 1.5)}" y="${n(ky - height * 0.08)}" width="3" height="${n(height * 0.05)}" fill="${PALETTE.gold}"/>`;
  }
  // The doorway, lit from inside.
  const doorW = width * 0.16;
  out += `<path d="M${n(cx - doorW / 2)} ${n(baseY)}L${n(cx - doorW / 2)} ${n(baseY - tierH * 1.3)}Q${n(cx)} ${n(baseY - tierH * 1.9)} ${n(cx + doorW / 2)} ${n(baseY - tierH * 1.3)}L${n(cx + doorW / 2)} ${n(baseY)}Z" fill="${PALETTE.paleGold}" opacity="0.9"/>`;
  return `${out}</g>`;
}

function diya(cx: number, cy: number, s: number): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy - s * 0.9)}" r="${n(s * 1.6)}" fill="url(#glow)"/>` +
    `<path d="M${n(cx - s)} ${n(cy)}Q${n(cx)} ${n(cy + s * 0.95)} ${n(cx + s)} ${n(cy)}Z" fill="${PALETTE.terracotta}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s)}" ry="${n(s * 0.16)}" fill="#8a3320"/>` +
    `<path d="M${n(cx)} ${n(cy - s * 0.12)}C${n(cx + s * 0.32)} ${n(cy - s * 0.5)} ${n(cx + s * 0.12)} ${n(cy - s)} ${n(cx)} ${n(cy - s * 1.45)}` +
    `C${n(cx - s * 0.12)} ${n(cy - s)} ${n(cx - s * 0.32)} ${n(cy - s * 0.5)} ${n(cx)} ${n(cy - s * 0.12)}Z" fill="url(#flame)"/>`
  );
}

function lotus(cx: number, cy: number, size: number): string {
  let out = `<g transform="translate(${n(cx)} ${n(cy)})">`;
  for (const angle of [-72, -36, 0, 36, 72]) {
    out += `<path d="${petalPath(size, size * 0.42)}" transform="rotate(${angle})" fill="url(#petalBack)" stroke="${PALETTE.maroon}" stroke-width="2"/>`;
  }
  for (const angle of [-52, -17, 17, 52]) {
    out += `<path d="${petalPath(size * 0.78, size * 0.36)}" transform="rotate(${angle})" fill="url(#petalFront)" stroke="${PALETTE.maroon}" stroke-width="2"/>`;
  }
  out += `<path d="${petalPath(size * 0.7, size * 0.3)}" fill="url(#petalFront)" stroke="${PALETTE.maroon}" stroke-width="2"/>`;
  out += `<ellipse cx="0" cy="${n(size * 0.06)}" rx="${n(size * 0.95)}" ry="${n(size * 0.14)}" fill="${PALETTE.darkLeaf}"/>`;
  return `${out}</g>`;
}

function mandala(cx: number, cy: number, r: number, rng: Rng, colors: readonly string[]): string {
  let out = `<g transform="translate(${n(cx)} ${n(cy)})">`;
  const rings = rng.int(4, 5);
  for (let ring = rings; ring >= 1; ring--) {
    const radius = (r * ring) / rings;
    const petals = 6 + ring * 4;
    const color = colors[ring % colors.length] ?? PALETTE.saffron;
    for (let i = 0; i < petals; i++) {
      const angle = (360 / petals) * i + (ring % 2 ? 0 : 180 / petals);
      out += `<path d="${petalPath(radius * 0.42, radius * 0.11)}" transform="rotate(${n(angle)}) translate(0 ${n(-radius * 0.55)})" fill="${color}" stroke="${PALETTE.maroon}" stroke-width="1.5"/>`;
    }
    out += `<circle r="${n(radius * 0.56)}" fill="none" stroke="${PALETTE.gold}" stroke-width="3"/>`;
    const dots = petals * 2;
    for (let i = 0; i < dots; i++) {
      const a = (i / dots) * Math.PI * 2;
      out += `<circle cx="${n(Math.cos(a) * radius * 0.98)}" cy="${n(Math.sin(a) * radius * 0.98)}" r="${n(Math.max(2, r * 0.012))}" fill="${PALETTE.cream}" opacity="0.8"/>`;
    }
  }
  out += `<circle r="${n(r * 0.09)}" fill="${PALETTE.gold}" stroke="${PALETTE.maroon}" stroke-width="3"/>`;
  return `${out}</g>`;
}

type Figure = 'adult' | 'child' | 'elder' | 'saree' | 'soldier';

function person(x: number, baseY: number, height: number, kind: Figure, color: string): string {
  const h = height;
  const lean = kind === 'elder' ? h * 0.06 : 0;
  const headR = kind === 'child' ? h * 0.13 : h * 0.1;
  const headY = baseY - h + headR;
  const shoulder = kind === 'child' ? h * 0.12 : h * 0.13;
  const hem = kind === 'saree' ? h * 0.2 : kind === 'child' ? h * 0.14 : h * 0.15;
  let out = `<g fill="${color}">`;
  out += `<circle cx="${n(x + lean)}" cy="${n(headY)}" r="${n(headR)}"/>`;
  out +=
    `<path d="M${n(x - hem)} ${n(baseY)}L${n(x - shoulder + lean * 0.7)} ${n(headY + headR * 1.5)}` +
    `Q${n(x + lean)} ${n(headY + headR * 0.7)} ${n(x + shoulder + lean * 0.7)} ${n(headY + headR * 1.5)}L${n(x + hem)} ${n(baseY)}Z"/>`;
  if (kind === 'elder') {
    out += `<path d="M${n(x + h * 0.26)} ${n(baseY)}L${n(x + h * 0.2)} ${n(baseY - h * 0.55)}" stroke="${color}" stroke-width="${n(h * 0.025)}" stroke-linecap="round" fill="none"/>`;
    out += `<path d="M${n(x + lean + shoulder * 0.6)} ${n(headY + headR * 2)}L${n(x + h * 0.2)} ${n(baseY - h * 0.52)}" stroke="${color}" stroke-width="${n(h * 0.04)}" stroke-linecap="round" fill="none"/>`;
  }
  if (kind === 'child') {
    out += `<circle cx="${n(x - headR * 0.95)}" cy="${n(headY - headR * 0.2)}" r="${n(headR * 0.38)}"/>`;
  }
  if (kind === 'soldier') {
    out += `<path d="M${n(x - headR * 1.15)} ${n(headY - headR * 0.25)}Q${n(x)} ${n(headY - headR * 1.7)} ${n(x + headR * 1.25)} ${n(headY - headR * 0.35)}Z"/>`;
    // A raised salute.
    out += `<path d="M${n(x + shoulder)} ${n(headY + headR * 1.6)}L${n(x + headR * 2.2)} ${n(headY + headR * 0.4)}L${n(x + headR * 0.9)} ${n(headY - headR * 0.4)}" stroke="${color}" stroke-width="${n(h * 0.045)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  }
  return `${out}</g>`;
}

function tree(x: number, baseY: number, size: number, rng: Rng, color: string): string {
  let out = `<rect x="${n(x - size * 0.06)}" y="${n(baseY - size * 0.9)}" width="${n(size * 0.12)}" height="${n(size * 0.9)}" fill="${PALETTE.darkMaroon}" opacity="0.85"/>`;
  for (let i = 0; i < 7; i++) {
    const cx = x + rng.between(-size * 0.45, size * 0.45);
    const cy = baseY - size * rng.between(0.85, 1.25);
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * rng.between(0.22, 0.34))}" fill="${color}" opacity="${n(rng.between(0.75, 0.95))}"/>`;
  }
  // Banyan aerial roots.
  for (let i = 0; i < 5; i++) {
    const rx = x + rng.between(-size * 0.35, size * 0.35);
    out += `<path d="M${n(rx)} ${n(baseY - size * 0.8)}L${n(rx + rng.between(-6, 6))} ${n(baseY)}" stroke="${PALETTE.darkMaroon}" stroke-width="2" opacity="0.6"/>`;
  }
  return out;
}

function garland(x1: number, x2: number, y: number, sag: number, bead: number): string {
  let out = '';
  const count = Math.floor((x2 - x1) / (bead * 1.5));
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + 4 * sag * t * (1 - t);
    out += `<circle cx="${n(x)}" cy="${n(yy)}" r="${n(bead)}" fill="${i % 3 === 0 ? PALETTE.gold : PALETTE.saffron}"/>`;
  }
  return out;
}

function bell(x: number, topY: number, s: number): string {
  return (
    `<path d="M${n(x)} 0L${n(x)} ${n(topY)}" stroke="${PALETTE.gold}" stroke-width="3" stroke-dasharray="6 4"/>` +
    `<path d="M${n(x - s * 0.55)} ${n(topY + s * 1.2)}C${n(x - s * 0.55)} ${n(topY + s * 0.3)} ${n(x - s * 0.35)} ${n(topY)} ${n(x)} ${n(topY)}` +
    `C${n(x + s * 0.35)} ${n(topY)} ${n(x + s * 0.55)} ${n(topY + s * 0.3)} ${n(x + s * 0.55)} ${n(topY + s * 1.2)}Z" fill="url(#brass)"/>` +
    `<rect x="${n(x - s * 0.68)}" y="${n(topY + s * 1.15)}" width="${n(s * 1.36)}" height="${n(s * 0.14)}" rx="${n(s * 0.07)}" fill="${PALETTE.gold}"/>` +
    `<circle cx="${n(x)}" cy="${n(topY + s * 1.42)}" r="${n(s * 0.13)}" fill="${PALETTE.gold}"/>`
  );
}

function leafPlate(cx: number, cy: number, s: number): string {
  const leaf =
    `M${n(cx - s)} ${n(cy)}C${n(cx - s * 0.7)} ${n(cy - s * 0.42)} ${n(cx + s * 0.6)} ${n(cy - s * 0.45)} ${n(cx + s)} ${n(cy - s * 0.08)}` +
    `C${n(cx + s * 0.6)} ${n(cy + s * 0.4)} ${n(cx - s * 0.7)} ${n(cy + s * 0.4)} ${n(cx - s)} ${n(cy)}Z`;
  let out = `<path d="${leaf}" fill="${PALETTE.leaf}"/>`;
  out += `<path d="M${n(cx - s)} ${n(cy)}L${n(cx + s)} ${n(cy - s * 0.08)}" stroke="${PALETTE.darkLeaf}" stroke-width="4"/>`;
  for (let i = 1; i < 9; i++) {
    const x = cx - s + (2 * s * i) / 9;
    out += `<path d="M${n(x)} ${n(cy - (s * 0.08 * i) / 9)}l${n(s * 0.08)} ${n(-s * 0.26)}M${n(x)} ${n(cy - (s * 0.08 * i) / 9)}l${n(s * 0.08)} ${n(s * 0.26)}" stroke="${PALETTE.darkLeaf}" stroke-width="2" opacity="0.6"/>`;
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(cy - s * 0.04)}" rx="${n(s * 0.28)}" ry="${n(s * 0.14)}" fill="${PALETTE.cream}"/>`;
  const dollops = [
    [-0.55, -0.1, '#e8b64c'],
    [-0.4, 0.14, '#c8553d'],
    [0.45, -0.16, '#f28c28'],
    [0.58, 0.06, '#8a9a3c'],
    [0.33, 0.16, '#fff4e0'],
  ] as const;
  for (const [dx, dy, color] of dollops) {
    out += `<circle cx="${n(cx + s * dx)}" cy="${n(cy + s * dy)}" r="${n(s * 0.09)}" fill="${color}"/>`;
  }
  return out;
}

/** A brass aarti plate seen from the front: marigolds, kumkum and a lamp in the middle. */
function aartiPlate(cx: number, cy: number, s: number, rng: Rng): string {
  let out = `<ellipse cx="${n(cx)}" cy="${n(cy + s * 0.12)}" rx="${n(s * 1.05)}" ry="${n(s * 0.3)}" fill="#8a5a12"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s)}" ry="${n(s * 0.28)}" fill="url(#brass)"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s * 0.82)}" ry="${n(s * 0.2)}" fill="none" stroke="#a8741a" stroke-width="3"/>`;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const fx = cx + Math.cos(a) * s * rng.between(0.55, 0.78);
    const fy = cy + Math.sin(a) * s * 0.15;
    out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(s * 0.07)}" fill="${i % 2 ? PALETTE.saffron : PALETTE.gold}"/>`;
  }
  out += `<ellipse cx="${n(cx - s * 0.35)}" cy="${n(cy + s * 0.02)}" rx="${n(s * 0.1)}" ry="${n(s * 0.05)}" fill="#b3202f"/>`;
  out += `<ellipse cx="${n(cx + s * 0.35)}" cy="${n(cy + s * 0.02)}" rx="${n(s * 0.1)}" ry="${n(s * 0.05)}" fill="${PALETTE.gold}"/>`;
  return out + diya(cx, cy - s * 0.02, s * 0.3);
}

function books(cx: number, baseY: number, s: number, rng: Rng): string {
  const colors = [PALETTE.maroon, PALETTE.terracotta, PALETTE.saffron, PALETTE.gold, PALETTE.darkLeaf];
  let out = '';
  let y = baseY;
  for (let i = 0; i < 4; i++) {
    const w = s * rng.between(1.5, 1.9);
    const h = s * 0.22;
    const x = cx - w / 2 + rng.between(-s * 0.1, s * 0.1);
    out += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="6" fill="${colors[i % colors.length] ?? PALETTE.maroon}"/>`;
    out += `<rect x="${n(x + w * 0.06)}" y="${n(y - h * 0.62)}" width="${n(w * 0.88)}" height="${n(h * 0.18)}" fill="${PALETTE.cream}" opacity="0.7"/>`;
    y -= h;
  }
  // An open book on top of the stack.
  out += `<path d="M${n(cx)} ${n(y - s * 0.05)}C${n(cx - s * 0.4)} ${n(y - s * 0.3)} ${n(cx - s * 0.75)} ${n(y - s * 0.25)} ${n(cx - s * 0.9)} ${n(y - s * 0.1)}L${n(cx - s * 0.9)} ${n(y)}L${n(cx)} ${n(y)}Z" fill="${PALETTE.cream}" stroke="${PALETTE.maroon}" stroke-width="3"/>`;
  out += `<path d="M${n(cx)} ${n(y - s * 0.05)}C${n(cx + s * 0.4)} ${n(y - s * 0.3)} ${n(cx + s * 0.75)} ${n(y - s * 0.25)} ${n(cx + s * 0.9)} ${n(y - s * 0.1)}L${n(cx + s * 0.9)} ${n(y)}L${n(cx)} ${n(y)}Z" fill="${PALETTE.sand}" stroke="${PALETTE.maroon}" stroke-width="3"/>`;
  return out;
}

function heart(cx: number, cy: number, s: number, color: string): string {
  return (
    `<path d="M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 0.9)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.4)}` +
    `C${n(cx + s * 0.9)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)}Z" fill="${color}"/>`
  );
}

function drop(cx: number, cy: number, s: number, fill: string): string {
  return `<path d="M${n(cx)} ${n(cy - s * 1.4)}C${n(cx + s * 0.35)} ${n(cy - s * 0.8)} ${n(cx + s)} ${n(cy - s * 0.2)} ${n(cx + s)} ${n(cy + s * 0.3)}A${n(s)} ${n(s)} 0 0 1 ${n(cx - s)} ${n(cy + s * 0.3)}C${n(cx - s)} ${n(cy - s * 0.2)} ${n(cx - s * 0.35)} ${n(cy - s * 0.8)} ${n(cx)} ${n(cy - s * 1.4)}Z" fill="${fill}"/>`;
}

function house(x: number, baseY: number, s: number, color: string): string {
  return (
    `<rect x="${n(x - s / 2)}" y="${n(baseY - s * 0.7)}" width="${n(s)}" height="${n(s * 0.7)}" fill="${color}"/>` +
    `<path d="M${n(x - s * 0.62)} ${n(baseY - s * 0.68)}L${n(x)} ${n(baseY - s * 1.15)}L${n(x + s * 0.62)} ${n(baseY - s * 0.68)}Z" fill="${PALETTE.terracotta}"/>` +
    `<rect x="${n(x - s * 0.12)}" y="${n(baseY - s * 0.38)}" width="${n(s * 0.24)}" height="${n(s * 0.38)}" fill="${PALETTE.paleGold}"/>`
  );
}

function tent(cx: number, baseY: number, s: number): string {
  return (
    `<path d="M${n(cx - s)} ${n(baseY)}L${n(cx)} ${n(baseY - s * 0.9)}L${n(cx + s)} ${n(baseY)}Z" fill="${PALETTE.cream}" stroke="${PALETTE.maroon}" stroke-width="4"/>` +
    `<path d="M${n(cx - s * 0.22)} ${n(baseY)}L${n(cx)} ${n(baseY - s * 0.45)}L${n(cx + s * 0.22)} ${n(baseY)}Z" fill="${PALETTE.maroon}"/>` +
    `<rect x="${n(cx - s * 0.05)}" y="${n(baseY - s * 0.78)}" width="${n(s * 0.1)}" height="${n(s * 0.26)}" fill="${PALETTE.deepSaffron}"/>` +
    `<rect x="${n(cx - s * 0.13)}" y="${n(baseY - s * 0.7)}" width="${n(s * 0.26)}" height="${n(s * 0.1)}" fill="${PALETTE.deepSaffron}"/>`
  );
}

function flag(x: number, baseY: number, s: number): string {
  const top = baseY - s * 2.2;
  const wave = (y: number, color: string) =>
    `<path d="M${n(x)} ${n(y)}C${n(x + s * 0.4)} ${n(y - s * 0.12)} ${n(x + s * 0.7)} ${n(y + s * 0.12)} ${n(x + s * 1.1)} ${n(y)}L${n(x + s * 1.1)} ${n(y + s * 0.22)}C${n(x + s * 0.7)} ${n(y + s * 0.34)} ${n(x + s * 0.4)} ${n(y + s * 0.1)} ${n(x)} ${n(y + s * 0.22)}Z" fill="${color}"/>`;
  return (
    `<rect x="${n(x - 4)}" y="${n(top - 10)}" width="8" height="${n(baseY - top + 10)}" fill="${PALETTE.ink}"/>` +
    wave(top, '#ff9933') +
    wave(top + s * 0.22, '#ffffff') +
    wave(top + s * 0.44, '#138808') +
    `<circle cx="${n(x + s * 0.55)}" cy="${n(top + s * 0.33)}" r="${n(s * 0.08)}" fill="none" stroke="#000080" stroke-width="3"/>`
  );
}

/** A purna kalasha: a brass pot with mango leaves and a coconut, on a low stand. */
function kalasha(cx: number, baseY: number, s: number): string {
  let out = `<rect x="${n(cx - s * 0.55)}" y="${n(baseY - s * 0.12)}" width="${n(s * 1.1)}" height="${n(s * 0.12)}" rx="${n(s * 0.04)}" fill="${PALETTE.maroon}"/>`;
  out += `<path d="M${n(cx - s * 0.18)} ${n(baseY - s * 0.12)}C${n(cx - s * 0.75)} ${n(baseY - s * 0.2)} ${n(cx - s * 0.7)} ${n(baseY - s * 0.85)} ${n(cx - s * 0.22)} ${n(baseY - s * 0.92)}L${n(cx + s * 0.22)} ${n(baseY - s * 0.92)}C${n(cx + s * 0.7)} ${n(baseY - s * 0.85)} ${n(cx + s * 0.75)} ${n(baseY - s * 0.2)} ${n(cx + s * 0.18)} ${n(baseY - s * 0.12)}Z" fill="url(#brass)"/>`;
  out += `<rect x="${n(cx - s * 0.5)}" y="${n(baseY - s * 0.58)}" width="${n(s)}" height="${n(s * 0.06)}" fill="#b3202f" opacity="0.8"/>`;
  for (let i = 0; i < 7; i++) {
    const angle = -60 + i * 20;
    out += `<path d="${petalPath(s * 0.5, s * 0.09)}" transform="translate(${n(cx)} ${n(baseY - s * 0.95)}) rotate(${angle})" fill="${i % 2 ? PALETTE.leaf : PALETTE.darkLeaf}"/>`;
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(baseY - s * 1.15)}" rx="${n(s * 0.24)}" ry="${n(s * 0.3)}" fill="#8a5a2b"/>`;
  out += `<path d="M${n(cx - s * 0.05)} ${n(baseY - s * 1.42)}q${n(s * 0.05)} ${n(-s * 0.14)} ${n(s * 0.1)} 0" stroke="${PALETTE.darkLeaf}" stroke-width="${n(s * 0.05)}" fill="none"/>`;
  return out;
}

/** Krishna's bansuri across the picture, with a peacock feather. */
function flute(cx: number, cy: number, s: number): string {
  let out = `<g transform="rotate(-18 ${n(cx)} ${n(cy)})">`;
  out += `<rect x="${n(cx - s * 1.3)}" y="${n(cy - s * 0.06)}" width="${n(s * 2.6)}" height="${n(s * 0.12)}" rx="${n(s * 0.06)}" fill="#c9963c"/>`;
  for (const band of [-1.1, -0.2, 1.05])
    out += `<rect x="${n(cx + s * band)}" y="${n(cy - s * 0.065)}" width="${n(s * 0.05)}" height="${n(s * 0.13)}" fill="${PALETTE.maroon}"/>`;
  for (let i = 0; i < 6; i++)
    out += `<circle cx="${n(cx + s * (0.05 + i * 0.16))}" cy="${n(cy)}" r="${n(s * 0.028)}" fill="${PALETTE.darkMaroon}"/>`;
  out += '</g>';
  // The feather: a long vane with the eye near its tip.
  const fx = cx + s * 0.75;
  const fy = cy - s * 0.2;
  out += `<g transform="rotate(28 ${n(fx)} ${n(fy)})">`;
  out += `<path d="M${n(fx)} ${n(fy)}L${n(fx)} ${n(fy - s * 1.2)}" stroke="${PALETTE.darkLeaf}" stroke-width="${n(s * 0.02)}"/>`;
  out += `<ellipse cx="${n(fx)}" cy="${n(fy - s * 0.85)}" rx="${n(s * 0.2)}" ry="${n(s * 0.42)}" fill="#2e7d6b" opacity="0.9"/>`;
  out += `<ellipse cx="${n(fx)}" cy="${n(fy - s * 1.0)}" rx="${n(s * 0.12)}" ry="${n(s * 0.15)}" fill="${PALETTE.gold}"/>`;
  out += `<ellipse cx="${n(fx)}" cy="${n(fy - s * 1.0)}" rx="${n(s * 0.07)}" ry="${n(s * 0.09)}" fill="#1f4f8a"/>`;
  return `${out}</g>`;
}

/** A Shivalinga on its pitha, with three stripes of vibhuti and bilva leaves. */
function linga(cx: number, baseY: number, s: number): string {
  let out = `<path d="M${n(cx - s * 0.9)} ${n(baseY)}L${n(cx - s * 0.75)} ${n(baseY - s * 0.22)}L${n(cx + s * 1.25)} ${n(baseY - s * 0.22)}L${n(cx + s * 1.25)} ${n(baseY - s * 0.12)}L${n(cx + s * 0.75)} ${n(baseY - s * 0.12)}L${n(cx + s * 0.9)} ${n(baseY)}Z" fill="#4a3b3a"/>`;
  out += `<path d="M${n(cx - s * 0.32)} ${n(baseY - s * 0.22)}L${n(cx - s * 0.32)} ${n(baseY - s * 0.8)}A${n(s * 0.32)} ${n(s * 0.32)} 0 0 1 ${n(cx + s * 0.32)} ${n(baseY - s * 0.8)}L${n(cx + s * 0.32)} ${n(baseY - s * 0.22)}Z" fill="#3a2f2e"/>`;
  for (let i = 0; i < 3; i++)
    out += `<rect x="${n(cx - s * 0.28)}" y="${n(baseY - s * (0.86 - i * 0.08))}" width="${n(s * 0.56)}" height="${n(s * 0.03)}" fill="${PALETTE.cream}" opacity="0.85"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(baseY - s * 0.66)}" r="${n(s * 0.04)}" fill="#b3202f"/>`;
  for (const dx of [-0.12, 0, 0.12])
    out += `<path d="${petalPath(s * 0.2, s * 0.06)}" transform="translate(${n(cx + s * dx * 3)} ${n(baseY - s * 0.24)}) rotate(${n(dx * 300)})" fill="${PALETTE.leaf}"/>`;
  return out;
}

/** A stepped temple tank (kalyani) seen from above its far side. */
function tank(cx: number, topY: number, w: number, h: number, water: string): string {
  let out = '';
  const steps = 5;
  for (let i = 0; i < steps; i++) {
    const inset = w * 0.07 * i;
    const y = topY + (h * i) / steps;
    out += `<rect x="${n(cx - w / 2 + inset)}" y="${n(y)}" width="${n(w - inset * 2)}" height="${n(h - (h * i) / steps)}" fill="${i % 2 ? '#b9845a' : '#cf9f73'}" stroke="#8a5a3a" stroke-width="2"/>`;
  }
  const inset = w * 0.07 * steps;
  out += `<rect x="${n(cx - w / 2 + inset)}" y="${n(topY + h * 0.72)}" width="${n(w - inset * 2)}" height="${n(h * 0.28)}" fill="${water}"/>`;
  for (let i = 0; i < 3; i++)
    out += `<path d="M${n(cx - w * 0.12 + i * w * 0.08)} ${n(topY + h * (0.8 + i * 0.06))}h${n(w * 0.06)}" stroke="${PALETTE.cream}" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`;
  return out;
}

/** A pair of wooden padukas on a brass plate, with flowers. */
function padukas(cx: number, cy: number, s: number, rng: Rng): string {
  let out = `<ellipse cx="${n(cx)}" cy="${n(cy + s * 0.1)}" rx="${n(s * 1.2)}" ry="${n(s * 0.36)}" fill="url(#brass)"/>`;
  for (const side of [-1, 1]) {
    const x = cx + side * s * 0.32;
    out += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(s * 0.2)}" ry="${n(s * 0.5)}" transform="rotate(${side * 8} ${n(x)} ${n(cy)})" fill="#7a4a22" stroke="${PALETTE.darkMaroon}" stroke-width="3"/>`;
    out += `<circle cx="${n(x)}" cy="${n(cy - s * 0.22)}" r="${n(s * 0.06)}" fill="${PALETTE.gold}"/>`;
  }
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    out += `<circle cx="${n(cx + Math.cos(a) * s * rng.between(0.85, 1.05))}" cy="${n(cy + s * 0.1 + Math.sin(a) * s * 0.26)}" r="${n(s * 0.07)}" fill="${i % 2 ? PALETTE.saffron : '#f7f0e0'}"/>`;
  }
  return out;
}

/** A young plant in a ring of soil. */
function sapling(x: number, baseY: number, s: number): string {
  return (
    `<ellipse cx="${n(x)}" cy="${n(baseY)}" rx="${n(s * 0.5)}" ry="${n(s * 0.12)}" fill="#6b3b1f"/>` +
    `<path d="M${n(x)} ${n(baseY)}L${n(x)} ${n(baseY - s)}" stroke="${PALETTE.darkLeaf}" stroke-width="${n(s * 0.06)}"/>` +
    `<path d="${petalPath(s * 0.45, s * 0.16)}" transform="translate(${n(x)} ${n(baseY - s * 0.55)}) rotate(-55)" fill="${PALETTE.leaf}"/>` +
    `<path d="${petalPath(s * 0.45, s * 0.16)}" transform="translate(${n(x)} ${n(baseY - s * 0.75)}) rotate(55)" fill="${PALETTE.leaf}"/>` +
    `<path d="${petalPath(s * 0.35, s * 0.13)}" transform="translate(${n(x)} ${n(baseY - s * 0.98)})" fill="${PALETTE.darkLeaf}"/>`
  );
}

/** A blackboard with a line of chalk letters. */
function blackboard(cx: number, cy: number, w: number, rng: Rng): string {
  const h = w * 0.55;
  let out = `<rect x="${n(cx - w / 2 - 10)}" y="${n(cy - h / 2 - 10)}" width="${n(w + 20)}" height="${n(h + 20)}" rx="6" fill="#7a4a22"/>`;
  out += `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" fill="#2f4a3a"/>`;
  const letters = rng.pick(['ಅ ಆ ಇ ಈ', 'A B C D', '1 2 3 4', 'अ आ इ ई']);
  out += `<text x="${n(cx)}" y="${n(cy + h * 0.1)}" text-anchor="middle" font-family="${SANS}" font-size="${n(h * 0.3)}" fill="${PALETTE.cream}" opacity="0.9">${escapeXml(letters)}</text>`;
  return out;
}

function caption(text: string, w: number, h: number): string {
  const size = Math.round(h * 0.05);
  // Bold DejaVu Sans averages about 0.66 em per character.
  const width = text.length * size * 0.66 + size * 1.6;
  const y = h - h * 0.035 - size * 2.3;
  return (
    `<rect x="${n(w * 0.04)}" y="${n(y)}" width="${n(width)}" height="${n(size * 1.7)}" rx="${n(size * 0.85)}" fill="${PALETTE.darkMaroon}" opacity="0.78"/>` +
    `<text x="${n(w * 0.04 + size * 0.8)}" y="${n(y + size * 1.17)}" font-family="${SANS}" font-size="${size}" font-weight="bold" fill="${PALETTE.cream}">${escapeXml(text)}</text>`
  );
}

// ---- scenes ------------------------------------------------------------------------------------------------------

const MOTIF_MOODS: Record<Motif, readonly Mood[]> = {
  temple: ['dawn', 'dusk', 'noon'],
  diyas: ['night', 'dusk'],
  lotus: ['dawn', 'noon'],
  mandala: ['night', 'dusk', 'noon'],
  bells: ['night', 'dusk'],
  kolam: ['noon', 'dawn'],
  annadanam: ['noon', 'dawn'],
  aarti: ['night', 'dusk'],
  sainik: ['dawn', 'dusk'],
  children: ['dawn', 'noon'],
  elders: ['dusk', 'dawn'],
  medical: ['noon', 'dawn'],
  books: ['noon', 'dawn'],
  blood: ['noon', 'dawn'],
  relief: ['dusk'],
  banyan: ['dawn', 'dusk'],
  kalasha: ['dawn', 'noon'],
  flute: ['night', 'dusk'],
  linga: ['night', 'dusk'],
  tank: ['noon', 'dawn', 'night'],
  padukas: ['dusk', 'night'],
  sapling: ['dawn', 'noon'],
  classroom: ['noon', 'dawn'],
};

function sharedDefs(mood: Mood): string {
  const sky = SKIES[mood];
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.ground[0]}"/><stop offset="1" stop-color="${sky.ground[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${PALETTE.paleGold}" stop-opacity="0.85"/><stop offset="1" stop-color="${PALETTE.paleGold}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${PALETTE.deepSaffron}"/><stop offset="0.5" stop-color="#ffb347"/><stop offset="1" stop-color="#fff3b0"/></linearGradient>` +
    `<linearGradient id="petalBack" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${PALETTE.deepSaffron}"/><stop offset="1" stop-color="#f7c59f"/></linearGradient>` +
    `<linearGradient id="petalFront" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${PALETTE.saffron}"/><stop offset="1" stop-color="${PALETTE.cream}"/></linearGradient>` +
    `<linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8741a"/><stop offset="0.45" stop-color="${PALETTE.paleGold}"/><stop offset="1" stop-color="#9a6a14"/></linearGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`
  );
}

type Ctx = { w: number; h: number; rng: Rng; mood: Mood; figure: string };

/** Where the subject sits: banners are wide and keep one side calm for the quote laid over them. */
function focusX({ w, h, rng }: Ctx): number {
  const wide = w / h > 2;
  return wide ? w * rng.pick([0.28, 0.72]) : w * rng.between(0.42, 0.58);
}

function sceneBody(motif: Motif, ctx: Ctx): string {
  const { w, h, rng, mood, figure } = ctx;
  const sky = SKIES[mood];
  const horizon = h * rng.between(0.72, 0.78);
  const fx = focusX(ctx);
  const sunX = fx + rng.between(-w * 0.12, w * 0.12);
  const sunY = horizon - h * rng.between(0.3, 0.45);
  const sun = (r: number, rayOpacity = 0.35) =>
    sunWithRays(sunX, sunY, r, rng.int(16, 28), Math.max(w, h), sky.sun, rayOpacity);
  const ground = hills(w, h, horizon, rng);
  const row = (count: number, kinds: readonly Figure[], tall: number, spread: number, centre = fx) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const x = centre - spread / 2 + (spread * (i + 0.5)) / count + rng.between(-8, 8);
      const kind = rng.pick(kinds);
      const height = tall * (kind === 'child' ? rng.between(0.55, 0.68) : rng.between(0.92, 1.05));
      out += person(x, horizon + h * 0.06, height, kind, figure);
    }
    return out;
  };

  switch (motif) {
    case 'temple': {
      const gw = Math.min(w, h * 1.5) * rng.between(0.26, 0.34);
      const gh = h * rng.between(0.55, 0.65);
      const wall =
        `<rect x="${n(fx - gw * 1.25)}" y="${n(horizon - h * 0.06)}" width="${n(gw * 2.5)}" height="${n(h * 0.06)}" fill="${PALETTE.terracotta}"/>` +
        `<rect x="${n(fx - gw * 1.25)}" y="${n(horizon - h * 0.065)}" width="${n(gw * 2.5)}" height="${n(h * 0.012)}" fill="${PALETTE.paleGold}"/>`;
      const grove = (x: number) => tree(x, horizon, h * 0.2, rng, PALETTE.darkLeaf);
      return (
        sun(h * 0.08) +
        ground +
        grove(fx - gw * 1.45) +
        grove(fx + gw * 1.45) +
        wall +
        gopuram(fx, horizon, gw, gh, rng, figure)
      );
    }
    case 'diyas': {
      let out = sun(h * 0.05, 0.12) + ground;
      const count = rng.int(5, 7);
      const spread = Math.min(w * 0.8, h * 1.6);
      for (let i = 0; i < count; i++) {
        const t = i / (count - 1);
        const x = fx - spread / 2 + spread * t;
        const y = horizon + h * 0.08 - Math.sin(t * Math.PI) * h * 0.08;
        out += diya(x, y, h * rng.between(0.06, 0.085));
      }
      return out;
    }
    case 'lotus': {
      let out = sun(h * 0.09);
      out += `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#b8663a" opacity="0.9"/>`;
      for (let i = 0; i < 6; i++) {
        const y = horizon + (h - horizon) * (i / 6) + 10;
        out += `<path d="M${n(w * rng.between(0, 0.3))} ${n(y)}L${n(w * rng.between(0.6, 1))} ${n(y)}" stroke="${PALETTE.paleGold}" stroke-width="3" opacity="0.45" stroke-linecap="round"/>`;
      }
      for (let i = 0; i < 3; i++) {
        const px = rng.between(w * 0.08, w * 0.92);
        out += `<ellipse cx="${n(px)}" cy="${n(horizon + h * rng.between(0.06, 0.16))}" rx="${n(h * 0.09)}" ry="${n(h * 0.022)}" fill="${PALETTE.leaf}"/>`;
      }
      out += lotus(fx, horizon + h * 0.04, h * rng.between(0.34, 0.42));
      return out;
    }
    case 'mandala':
    case 'kolam': {
      const floor = motif === 'kolam';
      let out = floor
        ? `<rect width="${w}" height="${h}" fill="${PALETTE.terracotta}"/><rect width="${w}" height="${h}" fill="url(#sky)" opacity="0.35"/>`
        : sun(h * 0.06, 0.15);
      const r = h * rng.between(0.34, 0.4);
      out += mandala(
        fx,
        h * 0.5,
        r,
        rng,
        floor
          ? [PALETTE.cream, PALETTE.saffron, PALETTE.gold, '#f7c59f']
          : [PALETTE.saffron, PALETTE.gold, PALETTE.deepSaffron, PALETTE.cream],
      );
      if (floor) {
        for (let i = 0; i < 8; i++) {
          const a = (i / 8) * Math.PI * 2;
          out += diya(fx + Math.cos(a) * r * 1.25, h * 0.5 + Math.sin(a) * r * 1.15 + h * 0.03, h * 0.035);
        }
      }
      return out;
    }
    case 'bells': {
      let out = sun(h * 0.05, 0.1);
      out += garland(0, w, h * 0.06, h * 0.12, h * 0.018);
      const count = rng.int(3, 5);
      const spread = Math.min(w * 0.7, h * 1.4);
      for (let i = 0; i < count; i++) {
        const x = fx - spread / 2 + (spread * (i + 0.5)) / count;
        out += bell(x, h * rng.between(0.25, 0.45), h * rng.between(0.14, 0.2));
      }
      out += garland(w * 0.05, w * 0.95, h * 0.82, h * 0.06, h * 0.014);
      return out;
    }
    case 'annadanam': {
      let out = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
      // The floor (a mat, the sand or a red-oxide floor) and how the leaves lie change from seed to seed.
      const floorY = h * rng.between(0.3, 0.45);
      const floor = rng.pick([PALETTE.sand, '#e9c9a0', '#b5553a']);
      out += `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="${floor}"/>`;
      if (rng.next() < 0.5) out += garland(0, w, h * 0.05, h * 0.1, h * 0.016);
      const plates = w / h > 2 ? 3 : rng.int(1, 3);
      const size = h * (plates === 1 ? 0.42 : rng.between(0.26, 0.32));
      for (let i = 0; i < plates; i++) {
        const x = fx + (i - (plates - 1) / 2) * size * 2.2 + rng.between(-h * 0.04, h * 0.04);
        out += leafPlate(x, floorY + (h - floorY) * rng.between(0.35, 0.6), size);
      }
      // Steel tumblers of water beside the leaves, in some pictures.
      for (let i = 0; i < rng.int(0, 3); i++) {
        const x = rng.between(w * 0.08, w * 0.92);
        const y = floorY + (h - floorY) * rng.between(0.15, 0.3);
        out += `<path d="M${n(x - h * 0.035)} ${n(y - h * 0.09)}L${n(x - h * 0.028)} ${n(y)}L${n(x + h * 0.028)} ${n(y)}L${n(x + h * 0.035)} ${n(y - h * 0.09)}Z" fill="#c9ccd1" stroke="#8e939b" stroke-width="2"/>`;
      }
      out += `<path d="M${n(fx - h * 0.1)} ${n(h * 0.3)}q20 -40 0 -80M${n(fx)} ${n(h * 0.3)}q20 -40 0 -80M${n(fx + h * 0.1)} ${n(h * 0.3)}q20 -40 0 -80" stroke="${PALETTE.maroon}" stroke-width="5" fill="none" opacity="0.35" stroke-linecap="round"/>`;
      return out;
    }
    case 'aarti':
      return (
        sun(h * 0.05, 0.15) +
        garland(0, w, h * 0.05, h * 0.1, h * 0.016) +
        aartiPlate(fx, h * 0.66, h * 0.34, rng)
      );
    case 'sainik': {
      const out = sun(h * 0.08) + ground + flag(fx + h * 0.28, horizon + h * 0.02, h * 0.26);
      return (
        out +
        row(rng.int(3, 4), ['soldier'], h * 0.42, h * 0.7, fx - h * 0.18) +
        diya(fx + h * 0.2, horizon + h * 0.13, h * 0.05)
      );
    }
    case 'children':
      return (
        sun(h * 0.09) +
        ground +
        tree(fx - h * 0.75, horizon, h * 0.3, rng, PALETTE.leaf) +
        row(rng.int(4, 6), ['child', 'child', 'child', 'adult'], h * 0.46, h * 1.0)
      );
    case 'elders':
      return (
        sun(h * 0.1) +
        ground +
        tree(fx + h * 0.6, horizon, h * 0.32, rng, PALETTE.darkLeaf) +
        row(rng.int(3, 4), ['elder', 'elder', 'saree'], h * 0.44, h * 0.8)
      );
    case 'medical':
      return (
        sun(h * 0.07) +
        ground +
        tent(fx, horizon + h * 0.02, h * 0.34) +
        heart(fx + h * 0.42, horizon - h * 0.42, h * 0.07, PALETTE.deepSaffron) +
        row(3, ['adult', 'saree', 'elder'], h * 0.36, h * 0.3, fx - h * 0.45)
      );
    case 'books':
      return (
        sun(h * 0.07, 0.2) +
        `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="${PALETTE.terracotta}" opacity="0.5"/>` +
        books(fx, h * 0.8, h * 0.3, rng) +
        diya(fx + h * 0.42, h * 0.78, h * 0.05)
      );
    case 'blood': {
      // Half the pictures show the donors in a row beside the drop; the mood tints the paper.
      if (rng.next() < 0.5) {
        return (
          sun(h * 0.08) +
          ground +
          row(3, ['adult', 'saree', 'adult'], h * 0.42, h * 0.55, fx - h * 0.2) +
          drop(fx + h * 0.42, h * 0.42, h * 0.15, '#b3202f') +
          heart(fx + h * 0.42, h * 0.46, h * 0.065, PALETTE.cream)
        );
      }
      let out =
        `<rect width="${w}" height="${h}" fill="${PALETTE.cream}"/>` +
        `<rect width="${w}" height="${h}" fill="url(#sky)" opacity="0.45"/>` +
        sun(h * 0.04, 0.08);
      out += drop(fx, h * 0.55, h * 0.24, '#b3202f');
      out += heart(fx, h * 0.6, h * 0.1, PALETTE.cream);
      for (let i = 0; i < 5; i++) {
        out += drop(
          rng.between(w * 0.08, w * 0.92),
          rng.between(h * 0.2, h * 0.85),
          h * rng.between(0.025, 0.05),
          '#c8553d',
        );
      }
      return out;
    }
    case 'relief': {
      let out = sun(h * 0.07) + ground;
      for (let i = 0; i < 3; i++)
        out += house(
          fx - h * 0.7 + i * h * 0.45,
          horizon + h * 0.03,
          h * rng.between(0.22, 0.28),
          PALETTE.sand,
        );
      for (let i = 0; i < 40; i++) {
        const x = rng.between(0, w);
        const y = rng.between(0, horizon);
        out += `<path d="M${n(x)} ${n(y)}l-10 26" stroke="${PALETTE.paleGold}" stroke-width="3" opacity="0.55" stroke-linecap="round"/>`;
      }
      return out + row(2, ['adult', 'saree'], h * 0.34, h * 0.26, fx + h * 0.5);
    }
    case 'banyan':
      return (
        sun(h * 0.08) +
        ground +
        tree(fx, horizon, h * 0.42, rng, PALETTE.leaf) +
        row(rng.int(2, 3), ['elder', 'child', 'saree'], h * 0.34, h * 0.7)
      );
    case 'kalasha':
      return (
        sun(h * 0.09, 0.3) +
        garland(0, w, h * 0.05, h * 0.1, h * 0.016) +
        `<rect y="${n(h * 0.8)}" width="${w}" height="${n(h * 0.2)}" fill="${PALETTE.terracotta}" opacity="0.55"/>` +
        kalasha(fx, h * 0.84, h * 0.5) +
        diya(fx - h * 0.45, h * 0.82, h * 0.05) +
        diya(fx + h * 0.45, h * 0.82, h * 0.05)
      );
    case 'flute':
      return (
        sun(h * 0.07, 0.18) +
        `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="${PALETTE.darkMaroon}" opacity="0.35"/>` +
        flute(fx, h * 0.58, h * 0.42) +
        diya(fx - h * 0.55, h * 0.86, h * 0.05)
      );
    case 'linga':
      return (
        sun(h * 0.06, 0.14) +
        garland(0, w, h * 0.05, h * 0.1, h * 0.015) +
        `<rect y="${n(h * 0.8)}" width="${w}" height="${n(h * 0.2)}" fill="${PALETTE.darkMaroon}" opacity="0.45"/>` +
        linga(fx, h * 0.82, h * 0.5) +
        diya(fx - h * 0.55, h * 0.84, h * 0.055) +
        diya(fx + h * 0.62, h * 0.84, h * 0.055)
      );
    case 'tank': {
      const tw = Math.min(w * 0.85, h * 1.5);
      let out = sun(h * 0.07, 0.25) + ground;
      out += tank(fx, horizon - h * 0.02, tw, h * 0.24, mood === 'night' ? '#23445e' : '#4f8fa6');
      if (mood === 'night' || mood === 'dusk')
        for (let i = 0; i < 7; i++)
          out += diya(fx - tw * 0.42 + (tw * 0.84 * i) / 6, horizon - h * 0.03, h * 0.035);
      return out + gopuram(fx + tw * 0.38, horizon - h * 0.02, h * 0.16, h * 0.3, rng, figure);
    }
    case 'padukas':
      return (
        sun(h * 0.06, 0.16) +
        garland(0, w, h * 0.06, h * 0.12, h * 0.017) +
        padukas(fx, h * 0.62, h * 0.3, rng) +
        diya(fx + h * 0.5, h * 0.78, h * 0.05)
      );
    case 'sapling': {
      let out = sun(h * 0.09) + ground;
      const count = rng.int(3, 5);
      for (let i = 0; i < count; i++)
        out += sapling(
          fx - h * 0.6 + (h * 1.2 * i) / (count - 1),
          horizon + h * 0.1,
          h * rng.between(0.16, 0.24),
        );
      return out + row(2, ['child', 'adult'], h * 0.4, h * 0.3, fx + h * 0.75);
    }
    case 'classroom':
      return (
        `<rect width="${w}" height="${h}" fill="${PALETTE.sand}"/>` +
        `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="${PALETTE.terracotta}" opacity="0.45"/>` +
        blackboard(fx, h * 0.36, h * 0.8, rng) +
        row(rng.int(3, 5), ['child'], h * 0.46, h * 1.1, fx)
      );
  }
}

/**
 * Small touches that differ from seed to seed, so two pictures of one motif do not look like copies: a tint over
 * the sky, and birds by day or stars by night.
 */
function flourishes({ w, h, rng, mood }: Ctx): string {
  const tint = rng.pick(['#f28c28', '#c8553d', '#e8b64c', '#6d1a2c', '#f7c59f']);
  let out = `<rect width="${w}" height="${h}" fill="${tint}" opacity="${n(rng.between(0.05, 0.14))}"/>`;
  if (mood === 'night') {
    for (let i = 0; i < rng.int(8, 18); i++)
      out += `<circle cx="${n(rng.between(0, w))}" cy="${n(rng.between(0, h * 0.4))}" r="${n(rng.between(1.5, 3.5))}" fill="${PALETTE.cream}" opacity="${n(rng.between(0.4, 0.9))}"/>`;
  } else if (rng.next() < 0.7) {
    const bx = rng.between(w * 0.1, w * 0.8);
    const by = rng.between(h * 0.08, h * 0.25);
    for (let i = 0; i < rng.int(2, 5); i++) {
      const x = bx + i * h * rng.between(0.04, 0.08);
      const y = by + rng.between(-h * 0.04, h * 0.04);
      const s = h * rng.between(0.015, 0.025);
      out += `<path d="M${n(x - s)} ${n(y - s * 0.5)}Q${n(x - s * 0.4)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s * 0.4)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y - s * 0.5)}" stroke="${PALETTE.darkMaroon}" stroke-width="3" fill="none" opacity="0.7" stroke-linecap="round"/>`;
    }
  }
  return out;
}

/** A picture for a gallery image, event, banner or popup, sized `width` x `height` px. */
export function sceneSvg(spec: SceneSpec, width: number, height: number): string {
  const rng = createRng(`${spec.motif}:${spec.seed}`);
  const mood = spec.mood ?? rng.pick(MOTIF_MOODS[spec.motif]);
  const ctx: Ctx = { w: width, h: height, rng, mood, figure: SKIES[mood].figure };
  // Mirroring half of the pictures keeps two scenes of the same motif from looking like copies.
  // (Not a picture with writing on it: mirrored letters read wrong.)
  const mirror =
    rng.next() < 0.5 && spec.motif !== 'classroom' ? ` transform="translate(${width} 0) scale(-1 1)"` : '';
  const body =
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<g${mirror}>${sceneBody(spec.motif, ctx)}</g>` +
    flourishes(ctx) +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    templeBorder(width, height) +
    (spec.caption ? caption(spec.caption, width, height) : '');
  return svgDocument(width, height, sharedDefs(mood), body);
}

// ---- crosswords --------------------------------------------------------------------------------------------------

/**
 * A printable-looking crossword: a 13 x 13 grid with rotational symmetry, numbered like a real one
 * (a number wherever an across or down answer of two or more letters starts).
 */
export function crosswordSvg(seed: string, title: string, subtitle: string, size = 1200): string {
  const rng = createRng(`crossword:${seed}`);
  const cells = 13;
  const blocked: boolean[] = Array.from({ length: cells * cells }, () => false);
  for (let i = 0; i < (cells * cells) / 2; i++) {
    const row = Math.floor(i / cells);
    const col = i % cells;
    // Classic pattern: blocks on even/even positions are common, plus a sprinkle elsewhere.
    const chance = row % 2 === 1 && col % 2 === 1 ? 0.6 : 0.14;
    if (rng.next() < chance) {
      blocked[i] = true;
      blocked[cells * cells - 1 - i] = true;
    }
  }
  const isOpen = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < cells && c < cells && !blocked[r * cells + c];

  const top = size * 0.15;
  const grid = size * 0.7;
  const cell = grid / cells;
  const left = (size - grid) / 2;
  let body = `<rect width="${size}" height="${size}" fill="${PALETTE.cream}"/>`;
  body += `<rect x="${n(size * 0.03)}" y="${n(size * 0.03)}" width="${n(size * 0.94)}" height="${n(size * 0.94)}" fill="none" stroke="${PALETTE.gold}" stroke-width="6"/>`;
  body += `<text x="${size / 2}" y="${n(size * 0.095)}" text-anchor="middle" font-family="${FONT}" font-size="${n(size * 0.05)}" font-weight="bold" fill="${PALETTE.maroon}">${escapeXml(title)}</text>`;
  body += `<text x="${size / 2}" y="${n(size * 0.132)}" text-anchor="middle" font-family="${SANS}" font-size="${n(size * 0.024)}" fill="${PALETTE.terracotta}">${escapeXml(subtitle)}</text>`;
  body += `<rect x="${n(left - 4)}" y="${n(top - 4)}" width="${n(grid + 8)}" height="${n(grid + 8)}" fill="${PALETTE.ink}"/>`;
  let number = 0;
  for (let r = 0; r < cells; r++) {
    for (let c = 0; c < cells; c++) {
      const x = left + c * cell;
      const y = top + r * cell;
      if (!isOpen(r, c)) {
        body += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell)}" height="${n(cell)}" fill="${PALETTE.maroon}"/>`;
        continue;
      }
      body += `<rect x="${n(x + 1)}" y="${n(y + 1)}" width="${n(cell - 2)}" height="${n(cell - 2)}" fill="#ffffff"/>`;
      const startsAcross = !isOpen(r, c - 1) && isOpen(r, c + 1);
      const startsDown = !isOpen(r - 1, c) && isOpen(r + 1, c);
      if (startsAcross || startsDown) {
        number++;
        body += `<text x="${n(x + cell * 0.08)}" y="${n(y + cell * 0.3)}" font-family="${SANS}" font-size="${n(cell * 0.26)}" fill="${PALETTE.ink}">${number}</text>`;
      }
    }
  }
  body += `<text x="${size / 2}" y="${n(size * 0.93)}" text-anchor="middle" font-family="${SANS}" font-size="${n(size * 0.022)}" fill="${PALETTE.maroon}">Solve it with the family · answers in next week's newsletter</text>`;
  return svgDocument(size, size, '', body);
}

// ---- book covers -------------------------------------------------------------------------------------------------

/** A portrait cover (3:4) for the literature list: framed, a mandala or lotus, the title and the publisher. */
export function bookCoverSvg(seed: string, title: string, byline: string, width = 1200): string {
  const height = Math.round((width * 4) / 3);
  const rng = createRng(`cover:${seed}`);
  const [top, bottom] = rng.pick([
    [PALETTE.maroon, PALETTE.darkMaroon],
    [PALETTE.terracotta, PALETTE.maroon],
    ['#8a3a12', PALETTE.darkMaroon],
    [PALETTE.deepSaffron, PALETTE.maroon],
  ] as const);
  const defs =
    sharedDefs('night') +
    `<linearGradient id="cover" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  const w = width;
  const h = height;
  let body = `<rect width="${w}" height="${h}" fill="url(#cover)"/>`;
  body += `<rect x="${n(w * 0.05)}" y="${n(w * 0.05)}" width="${n(w * 0.9)}" height="${n(h - w * 0.1)}" fill="none" stroke="${PALETTE.gold}" stroke-width="8"/>`;
  body += `<rect x="${n(w * 0.07)}" y="${n(w * 0.07)}" width="${n(w * 0.86)}" height="${n(h - w * 0.14)}" fill="none" stroke="${PALETTE.gold}" stroke-width="2"/>`;
  body +=
    rng.next() < 0.5
      ? mandala(w / 2, h * 0.34, w * 0.28, rng, [PALETTE.gold, PALETTE.saffron, PALETTE.cream, '#f7c59f'])
      : lotus(w / 2, h * 0.46, w * 0.3);
  const lines = wrap(title, 18);
  // Bold DejaVu Serif runs about 0.64 em a character: the longest line must fit inside the inner frame (0.86 w)
  // with a margin, or the cover's own title is cut at its edges.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(w * (lines.length > 2 ? 0.068 : 0.08), (w * 0.76) / (longest * 0.64));
  lines.forEach((line, i) => {
    body += `<text x="${w / 2}" y="${n(h * 0.66 + i * fontSize * 1.2)}" text-anchor="middle" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="bold" fill="${PALETTE.cream}">${escapeXml(line)}</text>`;
  });
  body += `<text x="${w / 2}" y="${n(h * 0.9)}" text-anchor="middle" font-family="${SANS}" font-size="${n(w * 0.032)}" letter-spacing="3" fill="${PALETTE.paleGold}">${escapeXml(byline.toUpperCase())}</text>`;
  return svgDocument(w, h, defs, body);
}
