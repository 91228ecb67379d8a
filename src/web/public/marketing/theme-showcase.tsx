// A row of drawn theme swatches: the styles a couple can start from.
import { themeStyles } from './wedding-site-content.ts';

export function ThemeShowcase() {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-9">
      {themeStyles.map((theme) => (
        <li key={theme.name}>
          <div
            className={`flex aspect-[3/4] flex-col items-center justify-center rounded-2xl bg-gradient-to-b ${theme.from} ${theme.to} p-2 shadow-sm ring-1 ring-ink/5`}
            aria-hidden="true"
          >
            <span className={`font-serif text-xl font-bold ${theme.ink}`}>A &amp; J</span>
            <span className={`mt-1 h-px w-8 bg-current opacity-40 ${theme.ink}`} />
            <span className={`mt-1 text-[10px] tracking-widest uppercase opacity-70 ${theme.ink}`}>
              12.09
            </span>
          </div>
          <p className="mt-2 text-center text-sm font-medium text-ink">{theme.name}</p>
        </li>
      ))}
    </ul>
  );
}
