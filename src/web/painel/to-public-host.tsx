// Sign-up and password reset live on the public host: the panel sends the browser there,
// keeping the path and query.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hostUrl } from '../lib/hosts.ts';

export function ToPublicHost() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(hostUrl('public', `${pathname}${search}`));
  }, [pathname, search]);
  return null;
}
