// A round avatar with a couple's initials, so no photo has to be loaded.
export function InitialsAvatar({
  names,
  className = 'size-12 text-base',
}: {
  names: string[];
  className?: string;
}) {
  const initials = names.map((n) => n.trim().charAt(0).toUpperCase()).join('');
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-dark to-teal-dark font-serif font-bold text-white shadow-inner ${className}`}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
