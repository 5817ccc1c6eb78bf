/**
 * Demo artwork made locally: an SVG burst per item (colors from the title), rendered to WebP
 * by sharp. No network, no stock images, and every item looks a little different.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

export function burstSvg(title: string, size = 800): string {
  const hash = createHash('sha256').update(title).digest();
  const hue = (hash[0] as number) * 1.41;
  const hue2 = (hue + 120 + (hash[1] as number) / 4) % 360;
  const cx = size * (0.35 + ((hash[2] as number) / 255) * 0.3);
  const cy = size * (0.3 + ((hash[3] as number) / 255) * 0.2);
  const rays = 18 + ((hash[4] as number) % 18);
  const lines: string[] = [];
  for (let i = 0; i < rays; i++) {
    const angle = (i / rays) * Math.PI * 2;
    const length = size * (0.22 + ((hash[(i % 26) + 5] as number) / 255) * 0.18);
    const x = cx + Math.cos(angle) * length;
    const y = cy + Math.sin(angle) * length;
    const color = i % 2 ? `hsl(${hue} 95% 62%)` : `hsl(${hue2} 95% 66%)`;
    lines.push(
      `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${color}" stroke-width="${size / 160}" stroke-linecap="round"/>`,
    );
    lines.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size / 90}" fill="${color}"/>`);
  }
  const label = escapeXml(title.length > 28 ? `${title.slice(0, 27)}…` : title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="sky" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="hsl(${hue2} 45% 22%)"/><stop offset="1" stop-color="#05060f"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${lines.join('\n  ')}
  <circle cx="${cx}" cy="${cy}" r="${size / 40}" fill="#fff8e1"/>
  <rect x="0" y="${size * 0.8}" width="${size}" height="${size * 0.2}" fill="rgba(0,0,0,0.55)"/>
  <text x="50%" y="${size * 0.915}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size / 16}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

export async function renderArtwork(title: string, size = 800): Promise<Buffer> {
  return sharp(Buffer.from(burstSvg(title, size)))
    .webp({ quality: 78 })
    .toBuffer();
}
