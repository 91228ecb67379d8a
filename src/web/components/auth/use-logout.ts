// "Sair da conta": ends the session on the server, says so (SPEC 8) and returns to the public home.
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { hostUrl } from '../../lib/hosts.ts';
import { LEAVING, useFormAction, wait } from '../../lib/use-form-action.ts';
import { logout } from '../../lib/use-session.ts';

export function useLogout(): { pending: boolean; logOut: () => void } {
  const { pending, run } = useFormAction();
  return {
    pending,
    logOut: () =>
      void run(
        async () => {
          await logout();
          toast.success(authMessages.logoutSuccess);
          await wait(1000);
          window.location.assign(hostUrl('public', '/'));
          return LEAVING;
        },
        () => authMessages.logoutFailed,
      ),
  };
}
