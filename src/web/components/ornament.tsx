// The theme's graphic element (SPEC 3 "section graphics"), drawn around section titles.
import type { ThemeDesign } from '../../shared/theme-design.ts';

const paths: Record<ThemeDesign['ornament'], string> = {
  flourish: 'M2 12c10 0 14-8 22-8s10 8 16 8 8-8 16-8 12 8 22 8M40 12c0 4-3 6-6 6m6-6c0 4 3 6 6 6',
  leaves: 'M4 12h72M20 12c4-6 10-6 12 0-2 6-8 6-12 0zm28 0c4-6 10-6 12 0-2 6-8 6-12 0z',
  geometric: 'M4 12h28l8-8 8 8h28M40 4v16M32 12l8 8 8-8',
  line: 'M4 12h30m12 0h30M40 6l6 6-6 6-6-6z',
  dots: 'M20 12h.01M30 12h.01M40 12h.01M50 12h.01M60 12h.01',
  feathers: 'M10 16c10-2 20-10 30-10S60 14 70 16M40 6v12M30 9l4 6M50 9l-4 6',
  waves: 'M4 12c6-6 12 6 18 0s12 6 18 0 12 6 18 0 12 6 18 0',
  vines: 'M4 14c12-8 24 8 36 0s24 8 36 0M22 10c-2-4 2-6 4-4M58 10c2-4-2-6-4-4',
  flowers: 'M40 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 12h28m16 0h28M40 4v4m0 8v4',
};

export function Ornament({ kind }: { kind: ThemeDesign['ornament'] }) {
  return (
    <svg className="ornament" viewBox="0 0 80 24" aria-hidden="true" focusable="false">
      <path
        d={paths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
