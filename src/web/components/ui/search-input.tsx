// A search box with the magnifier inside it; `children` sit in the same box (a clear button).
import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input.tsx';

export function SearchInput({
  className = '',
  children,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type'> & { children?: ReactNode }) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input type="search" className={`pl-10 ${className}`.trim()} {...props} />
      {children}
    </div>
  );
}
