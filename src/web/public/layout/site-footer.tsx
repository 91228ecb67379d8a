// Footer of every public page: link columns, support hours from the settings and the signature.
import { Heart, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand.ts';
import { RingsMark } from '../../components/logo.tsx';
import { NavLinkText } from './nav-link-text.tsx';
import { footerColumns } from './nav-links.ts';
import { useMarketingContent } from './use-marketing-content.ts';

export function SiteFooter() {
  const { content, fill, t } = useMarketingContent();
  const { supportHours, contactEmail } = t;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-white/80">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 pt-14 pb-10 sm:px-6 md:grid-cols-3 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <p className="flex items-center gap-2 font-serif text-2xl font-bold text-white">
            <RingsMark />
            {brand.name}
          </p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{fill(content.footer.tagline)}</p>
          <div className="mt-6 text-sm">
            <p className="font-semibold text-white">Atendimento</p>
            <p className="mt-1">Das {supportHours}</p>
            <a
              href={`mailto:${contactEmail}`}
              className="mt-2 inline-flex items-center gap-2 rounded text-blush underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {contactEmail}
            </a>
          </div>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <h2 className="text-xs font-semibold tracking-widest text-blush uppercase">{column.label}</h2>
            <ul className="mt-4 space-y-1">
              {column.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="inline-flex min-h-9 items-center gap-2 rounded text-sm transition-colors hover:text-white"
                  >
                    <NavLinkText item={item} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-5 py-6 text-xs sm:flex-row sm:px-6">
          <p>
            © {year} {brand.name}
          </p>
          <p className="flex items-center gap-1.5">
            {brand.since}
            <Heart className="size-3.5 fill-brand text-brand" aria-hidden="true" />
          </p>
        </div>
      </div>
    </footer>
  );
}
