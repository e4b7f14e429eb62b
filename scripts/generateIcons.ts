/**
 * One-off: renders the web app icons in public/icons/ from public/favicon.svg (the PNGs are
 * committed; run again with `npm run icons` after changing the logo).
 * "any" icons are the logo edge to edge; the maskable icon keeps it inside the 80% safe zone on
 * the brand colour, because launchers crop maskable icons to circles or squircles.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const BRAND = '#145f41';
const logo = await readFile('public/favicon.svg');

async function plain(size: number, file: string) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
}

async function maskable(size: number, file: string) {
  const inner = Math.round(size * 0.72);
  const art = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'icon-maskable-512.png');
// iOS ignores the manifest's icons and rounds corners itself, so it gets the full-bleed version.
await maskable(180, 'apple-touch-icon.png');
console.log('Icons written to public/icons/');
