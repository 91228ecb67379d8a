// "Sair da conta": ends the session on the server, says so and returns to the public home.
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { hostUrl } from '../../lib/hosts.ts';
import { LEAVING, useFormAction, wait } from '../../lib/use-form-action.ts';
import { logout } from '../../lib/use-session.ts';
import { Button } from '../ui/button.tsx';

export function LogoutButton({ className = '' }: { className?: string }) {
  const { pending, run } = useFormAction();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={pending}
      onClick={() =>
        run(
          async () => {
            await logout();
            toast.success(authMessages.logoutSuccess);
            await wait(1000);
            window.location.assign(hostUrl('public', '/'));
            return LEAVING;
          },
          () => authMessages.logoutFailed,
        )
      }
    >
      <LogOut className="size-4" aria-hidden="true" />
      Sair da conta
    </Button>
  );
}
