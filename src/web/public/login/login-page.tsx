// `/entrar` on the public host: the sign-in page the panel and admin share (components/auth).
import { LoginPage } from '../../components/auth/login-page.tsx';

export default function PublicLoginPage() {
  return <LoginPage />;
}
