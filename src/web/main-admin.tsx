import { adminRoutes } from './admin/routes.tsx';
import { mount } from './lib/mount.tsx';

mount(adminRoutes);
