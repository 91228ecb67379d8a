// `/privacy`: Política de Privacidade (LGPD).
import { LegalDocument } from './legal-document.tsx';
import { privacySections, privacyTexts } from './privacy-content.ts';

export default function PrivacyPage() {
  return <LegalDocument texts={privacyTexts} sections={privacySections} />;
}
