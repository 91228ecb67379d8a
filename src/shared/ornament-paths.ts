// The themes' graphic elements (SPEC 3 "section graphics") as SVG path data in an 80x24 box: the
// guest site draws them around section titles and the stationery on its cards. Our own line art.
import type { ThemeDesign } from './theme-design.ts';

export const ORNAMENT_VIEWBOX = '0 0 80 24';

export const ornamentPaths: Record<ThemeDesign['ornament'], string> = {
  flourish: 'M2 12c10 0 14-8 22-8s10 8 16 8 8-8 16-8 12 8 22 8M40 12c0 4-3 6-6 6m6-6c0 4 3 6 6 6',
  leaves: 'M4 12h72M20 12c4-6 10-6 12 0-2 6-8 6-12 0zm28 0c4-6 10-6 12 0-2 6-8 6-12 0z',
  geometric: 'M4 12h28l8-8 8 8h28M40 4v16M32 12l8 8 8-8',
  line: 'M4 12h30m12 0h30M40 6l6 6-6 6-6-6z',
  dots: 'M20 12h.01M30 12h.01M40 12h.01M50 12h.01M60 12h.01',
  feathers: 'M10 16c10-2 20-10 30-10S60 14 70 16M40 6v12M30 9l4 6M50 9l-4 6',
  waves: 'M4 12c6-6 12 6 18 0s12 6 18 0 12 6 18 0 12 6 18 0',
  vines: 'M4 14c12-8 24 8 36 0s24 8 36 0M22 10c-2-4 2-6 4-4M58 10c2-4-2-6-4-4',
  flowers: 'M40 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 12h28m16 0h28M40 4v4m0 8v4',
  hearts: 'M40 18c-5-3-7-6-7-8.5a3.5 3.5 0 0 1 7-1.5 3.5 3.5 0 0 1 7 1.5c0 2.5-2 5.5-7 8.5zM4 12h24m24 0h24',
  stars:
    'M40 3c1 6 3 8 9 9-6 1-8 3-9 9-1-6-3-8-9-9 6-1 8-3 9-9zM4 12h20m32 0h20M24 9v6M21 12h6M56 9v6M53 12h6',
  palm: 'M12 19c16-4 36-9 58-12M24 16l-5-8M33 14l-3-9M42 12l-1-9M51 10l2-8M60 9l4-6M28 15l3 6M37 13l4 6M46 11l5 5M55 9l6 4',
  laurel:
    'M6 12h30m8 0h30M14 11c2-4 6-4 8-3M24 11c2-4 6-4 8-3M14 13c2 4 6 4 8 3M24 13c2 4 6 4 8 3M66 11c-2-4-6-4-8-3M56 11c-2-4-6-4-8-3M66 13c-2 4-6 4-8 3M56 13c-2 4-6 4-8 3',
  rings:
    'M35 12m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M45 12m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M4 12h21M55 12h21',
  sun: 'M4 18h72M30 18a10 10 0 0 1 20 0M40 3v4M29 6l2.5 3.5M51 6l-2.5 3.5M22 12l3.5 2M58 12l-3.5 2',
  deco: 'M4 10h20l4-4h24l4 4h20M4 14h20l4 4h24l4-4h20M40 6v12M34 12h12',
  shell: 'M40 19 30 9a12 12 0 0 1 20 0zM40 19l-5-12M40 19V5M40 19l5-12M4 16h22m28 0h22',
  ribbon: 'M40 12c-6-7-14-7-14 0s8 7 14 0c6-7 14-7 14 0s-8 7-14 0M37 14l-4 7M43 14l4 7M4 12h16m40 0h16',
  branch:
    'M6 17c16-2 40-10 68-9M24 14c0-4 3-6 6-7M46 10c1-4 4-5 7-5M33 17m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M58 13m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
};
