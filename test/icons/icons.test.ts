import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ICONS, renderIcon } from '../../icons/make-icons.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const iconsDir = `${root}icons/`;

function readPng(path: string): PNG {
  return PNG.sync.read(readFileSync(path));
}

interface ManifestIcon {
  src: string;
  type?: string;
  sizes?: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync(`${root}manifest.webmanifest`, 'utf8')) as Record<string, unknown> & {
  icons?: ManifestIcon[];
};

/** Whether any pixel is less than fully opaque. */
function hasTransparency(png: PNG): boolean {
  for (let i = 3; i < png.data.length; i += 4) if (png.data[i]! < 255) return true;
  return false;
}

describe('app icons', () => {
  it.each(ICONS)('$file decodes to $size×$size', ({ file, size }) => {
    const png = readPng(iconsDir + file);
    expect([png.width, png.height]).toEqual([size, size]);
  });

  it.each(ICONS)(
    '$file is exactly what renderIcon draws (regenerate with npx tsx icons/make-icons.ts)',
    ({ kind, file }) => {
      const committed = readPng(iconsDir + file);
      const drawn = renderIcon(kind);
      expect([drawn.width, drawn.height]).toEqual([committed.width, committed.height]);
      expect(Buffer.compare(drawn.data, committed.data)).toBe(0);
    },
  );

  it('renders deterministically', () => {
    expect(Buffer.compare(renderIcon('favicon-32').data, renderIcon('favicon-32').data)).toBe(0);
  });

  it('the maskable and apple-touch icons are fully opaque', () => {
    expect(hasTransparency(readPng(iconsDir + 'icon-maskable-512.png'))).toBe(false);
    expect(hasTransparency(readPng(iconsDir + 'apple-touch-icon.png'))).toBe(false);
  });

  it('the maskable icon keeps its drawing in the safe zone: the outer 10 % is one solid colour', () => {
    const png = readPng(iconsDir + 'icon-maskable-512.png');
    const { width: w, height: h, data } = png;
    const bx = Math.ceil(w * 0.1);
    const by = Math.ceil(h * 0.1);
    const first = data.readUInt32BE(0);
    let odd = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const inBorder = x < bx || x >= w - bx || y < by || y >= h - by;
        if (inBorder && data.readUInt32BE((y * w + x) * 4) !== first) odd++;
      }
    }
    expect(odd).toBe(0);
    // …and the drawing is really there, inside.
    const centre = data.readUInt32BE(((h >> 1) * w + (w >> 1)) * 4);
    expect(centre).not.toBe(first);
    // Stricter: everything drawn lies inside the safe circle (radius 40 % of the size).
    let far = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (data.readUInt32BE((y * w + x) * 4) !== first)
          far = Math.max(far, Math.hypot(x + 0.5 - w / 2, y + 0.5 - h / 2));
      }
    }
    expect(far / w).toBeLessThanOrEqual(0.4);
  });

  it('the "any" icons have a transparent outside and a drawn middle', () => {
    for (const file of ['icon-192.png', 'icon-512.png', 'favicon-32.png']) {
      const png = readPng(iconsDir + file);
      expect(png.data[3], `${file} corner`).toBe(0);
      expect(png.data[((png.height >> 1) * png.width + (png.width >> 1)) * 4 + 3], `${file} centre`).toBe(255);
    }
  });
});

describe('manifest.webmanifest', () => {
  it('has what an installable app needs', () => {
    expect(manifest.name).toBe('tokenling');
    expect(manifest.short_name).toBe('tokenling');
    expect(manifest.start_url).toBe('./');
    expect(manifest.scope).toBe('./');
    expect(manifest.id).toBe('./');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists a 192, a 512 and a maskable icon', () => {
    const icons = manifest.icons ?? [];
    const purposes = (i: ManifestIcon) => (i.purpose ?? 'any').split(/\s+/);
    expect(icons.some((i) => i.sizes === '192x192' && purposes(i).includes('any'))).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && purposes(i).includes('any'))).toBe(true);
    expect(icons.some((i) => purposes(i).includes('maskable'))).toBe(true);
  });

  it('every listed icon exists, relative to the manifest, with the size and type it declares', () => {
    const icons = manifest.icons ?? [];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.src, 'icon paths are relative to the manifest').not.toMatch(/^\/|^[a-z]+:/i);
      const path = fileURLToPath(new URL(icon.src, new URL('manifest.webmanifest', `file://${root}`)));
      expect(existsSync(path), icon.src).toBe(true);
      expect(icon.type).toBe('image/png');
      const png = readPng(path);
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
    }
  });
});
