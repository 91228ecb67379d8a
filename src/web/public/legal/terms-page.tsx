// `/terms`: Termos de Uso.

import { settingsPhrases } from '../../../shared/settings-phrases.ts';
import { useSettings } from '../../lib/app-settings.ts';
import { LegalDocument } from './legal-document.tsx';
import { termsSections, termsTexts } from './terms-content.ts';

export default function TermsPage() {
  return <LegalDocument texts={termsTexts} sections={termsSections(settingsPhrases(useSettings()))} />;
}
