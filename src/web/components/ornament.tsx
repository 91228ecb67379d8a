// The theme's graphic element (SPEC 3 "section graphics"), drawn around section titles.
import { ORNAMENT_VIEWBOX, ornamentPaths } from '../../shared/ornament-paths.ts';
import type { ThemeDesign } from '../../shared/theme-design.ts';

export function Ornament({ kind }: { kind: ThemeDesign['ornament'] }) {
  return (
    <svg className="ornament" viewBox={ORNAMENT_VIEWBOX} aria-hidden="true" focusable="false">
      <path
        d={ornamentPaths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
