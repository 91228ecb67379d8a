// "Sair da conta" as a button (the panel's user menu uses the same hook).
import { LogOut } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useLogout } from './use-logout.ts';

export function LogoutButton({ className = '' }: { className?: string }) {
  const { pending, logOut } = useLogout();
  return (
    <Button variant="outline" className={className} disabled={pending} onClick={logOut}>
      <LogOut className="size-4" aria-hidden="true" />
      Sair da conta
    </Button>
  );
}
