// The small "Em breve" tag a menu item carries while it leads to a page not built yet (issue 20).
export function SoonBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`rounded-full bg-teal-soft px-2 py-0.5 text-[10px] font-semibold whitespace-nowrap text-teal-dark ${className}`}
    >
      Em breve
    </span>
  );
}
