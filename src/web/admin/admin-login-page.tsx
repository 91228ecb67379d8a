// `/entrar` on the admin host.
import { LoginPage } from '../public/login/login-page.tsx';

export function AdminLoginPage() {
  return <LoginPage area="admin" />;
}
