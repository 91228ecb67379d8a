// `/entrar` on the admin host.
import { LoginPage } from '../components/auth/login-page.tsx';

export function AdminLoginPage() {
  return <LoginPage area="admin" />;
}
