// `/privacy`: Política de Privacidade (LGPD).
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LegalDocument } from './legal-document.tsx';
import { privacySections, privacyTexts } from './privacy-content.ts';

export default function PrivacyPage() {
  usePageTitle(privacyTexts.title);
  return (
    <LegalDocument
      title={privacyTexts.title}
      updatedAt={privacyTexts.updatedAt}
      intro={privacyTexts.intro}
      sections={privacySections}
    />
  );
}
