// `/terms`: Termos de Uso.
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { settingsPhrases } from '../layout/settings-phrases.ts';
import { LegalDocument } from './legal-document.tsx';
import { termsSections, termsTexts } from './terms-content.ts';

export default function TermsPage() {
  const t = settingsPhrases(useSettings());
  usePageTitle(termsTexts.title);
  return (
    <LegalDocument
      title={termsTexts.title}
      updatedAt={termsTexts.updatedAt}
      intro={termsTexts.intro}
      sections={termsSections(t)}
    />
  );
}
