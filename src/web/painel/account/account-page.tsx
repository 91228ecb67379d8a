// "Minha conta": the owner's LGPD rights page, or a member's (shared access) own account page.
import { useWeddingRole } from '../shared-access/use-wedding-role.ts';
import { AccountPrivacyPage } from './account-privacy-page.tsx';
import { MemberAccountPage } from './member-account-page.tsx';

export function AccountPage() {
  return useWeddingRole() === 'owner' ? <AccountPrivacyPage /> : <MemberAccountPage />;
}
